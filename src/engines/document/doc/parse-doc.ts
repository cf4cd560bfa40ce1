/** Legacy .doc (Word 97-2003) via word-extractor: body text → lines → questions. */
import WordExtractor from 'word-extractor';
import { DocumentError } from '../errors.js';
import { detectLines } from '../text/detect-lines.js';
import { ModelBuilder } from '../model-builder.js';
import type { ParsedQuestionnaire } from '../types.js';

export async function parseDoc(bytes: Uint8Array, filename?: string): Promise<ParsedQuestionnaire> {
  let body: string;
  try {
    const doc = await new WordExtractor().extract(Buffer.from(bytes));
    body = doc.getBody({ filterUnicode: false });
  } catch (cause) {
    throw new DocumentError(
      'CORRUPT',
      'The .doc file could not be read. Open it in Word, save it as .docx and upload that.',
      { cause },
    );
  }
  if (!body.trim())
    throw new DocumentError('EMPTY_DOCUMENT', 'The Word document has no text. Check that you uploaded the right file.');
  const builder = new ModelBuilder();
  detectLines(body.split(/\r?\n|\t/), builder);
  if (!builder.items.length) builder.warnings.push('No numbered questions were found in the document.');
  return builder.build('doc', filename);
}
