/**
 * When an Office document was last saved, from its core properties (docProps/core.xml: dcterms:modified, else
 * dcterms:created). A completed DDQ was last saved about when the firm answered it: the day its answers were stated.
 */
import { readXml, type ZipArchive } from './zip-archive.js';

export function savedOn(zip: ZipArchive): Date | undefined {
  const xml = readXml(zip, 'docProps/core.xml');
  if (!xml) return undefined;
  for (const tag of ['dcterms:modified', 'dcterms:created']) {
    const m = xml.match(new RegExp(`<${tag}\\b[^>]*>\\s*([^<]+?)\\s*</${tag}>`));
    const date = m ? new Date(m[1]!) : null;
    // Office writes 1601 or 1900 dates into files that were never saved properly: no date is better than those.
    if (date && !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1990) return date;
  }
  return undefined;
}
