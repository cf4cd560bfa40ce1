/** Optional review comments on filled answers (source, confidence): adds or extends word/comments.xml. */
import { XMLSerializer, type Document, type Element } from '@xmldom/xmldom';
import { W_NS, createW, descendants, kids, parseXml, wAttr } from '../word-xml.js';
import { makeRun } from './run-builders.js';
import { readXml, type ZipArchive } from '../../zip/zip-archive.js';

export interface CommentRequest {
  paragraph: Element;
  text: string;
}

const REL_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments';
const CT = 'application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT_NS = 'http://schemas.openxmlformats.org/package/2006/content-types';

function commentsTarget(zip: ZipArchive): { rels: Document; target: string | null } {
  const relsXml =
    readXml(zip, 'word/_rels/document.xml.rels') ??
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${PKG_REL_NS}"/>`;
  const rels = parseXml(relsXml, 'word/_rels/document.xml.rels');
  const rel = Array.from(rels.getElementsByTagNameNS(PKG_REL_NS, 'Relationship')).find(
    (r) => r.getAttribute('Type') === REL_TYPE,
  );
  return {
    rels,
    target: rel
      ? `word/${rel
          .getAttribute('Target')!
          .replace(/^\/?word\//, '')
          .replace(/^\//, '')}`
      : null,
  };
}

/** Returns the parts to write (comments, rels, content types); also anchors each comment in the document. */
export function addComments(zip: ZipArchive, doc: Document, requests: CommentRequest[]): Map<string, string> {
  const out = new Map<string, string>();
  const ser = new XMLSerializer();
  const { rels, target } = commentsTarget(zip);
  const part = target ?? 'word/comments.xml';
  const existing = target ? readXml(zip, target) : null;
  const cdoc = parseXml(
    existing ?? `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:comments xmlns:w="${W_NS}"/>`,
    part,
  );
  const root = cdoc.documentElement!;
  let id = Math.max(0, ...descendants(root, 'comment').map((c) => Number(wAttr(c, 'id') ?? 0))) + 1;
  const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  for (const req of requests) {
    const c = createW(cdoc, 'comment');
    c.setAttributeNS(W_NS, 'w:id', String(id));
    c.setAttributeNS(W_NS, 'w:author', 'DDQ Wingman');
    c.setAttributeNS(W_NS, 'w:initials', 'DW');
    c.setAttributeNS(W_NS, 'w:date', date);
    for (const line of req.text.split('\n')) {
      const p = createW(cdoc, 'p');
      p.appendChild(makeRun(cdoc, line));
      c.appendChild(p);
    }
    root.appendChild(c);
    // Anchor: range around the paragraph's runs, then the reference run.
    const p = req.paragraph;
    const start = createW(doc, 'commentRangeStart');
    start.setAttributeNS(W_NS, 'w:id', String(id));
    const end = createW(doc, 'commentRangeEnd');
    end.setAttributeNS(W_NS, 'w:id', String(id));
    const ref = createW(doc, 'r');
    const refEl = createW(doc, 'commentReference');
    refEl.setAttributeNS(W_NS, 'w:id', String(id));
    ref.appendChild(refEl);
    const firstContent = kids(p).find((k) => k.localName !== 'pPr');
    if (firstContent) p.insertBefore(start, firstContent);
    else p.appendChild(start);
    p.appendChild(end);
    p.appendChild(ref);
    id++;
  }
  out.set(part, ser.serializeToString(cdoc));
  if (!target) {
    const relRoot = rels.documentElement!;
    const ids = Array.from(rels.getElementsByTagNameNS(PKG_REL_NS, 'Relationship')).map(
      (r) => r.getAttribute('Id') ?? '',
    );
    let n = ids.length + 1;
    while (ids.includes(`rId${n}`)) n++;
    const rel = rels.createElementNS(PKG_REL_NS, 'Relationship');
    rel.setAttribute('Id', `rId${n}`);
    rel.setAttribute('Type', REL_TYPE);
    rel.setAttribute('Target', 'comments.xml');
    relRoot.appendChild(rel);
    out.set('word/_rels/document.xml.rels', ser.serializeToString(rels));
    const ctDoc = parseXml(readXml(zip, '[Content_Types].xml') ?? '', '[Content_Types].xml');
    const ov = ctDoc.createElementNS(CT_NS, 'Override');
    ov.setAttribute('PartName', '/word/comments.xml');
    ov.setAttribute('ContentType', CT);
    ctDoc.documentElement!.appendChild(ov);
    out.set('[Content_Types].xml', ser.serializeToString(ctDoc));
  }
  return out;
}
