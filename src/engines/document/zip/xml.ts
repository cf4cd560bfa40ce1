/** XML parts of an Office container (Word, Excel): parsed strictly, a broken part reported as a damaged document. */
import { DOMParser, type Document, type Element, type Node } from '@xmldom/xmldom';
import { DocumentError } from '../errors.js';

export function parseXml(text: string, part: string): Document {
  try {
    return new DOMParser({
      onError: (level, msg) => {
        if (level !== 'warning') throw new Error(msg);
      },
    }).parseFromString(text, 'text/xml');
  } catch (cause) {
    throw new DocumentError(
      'CORRUPT',
      `The part "${part}" of the document is not valid XML. Re-save the file in Word and try again.`,
      { cause },
    );
  }
}

export const isEl = (n: Node | null | undefined): n is Element => !!n && n.nodeType === 1;
