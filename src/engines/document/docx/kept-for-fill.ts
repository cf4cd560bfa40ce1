/**
 * What parsing a Word file opened (its archive and read body), kept for the first fill of that same parse, so a
 * completion opens the zip and parses the Word XML once. The fill edits the body in place, so it is handed over
 * once: a later fill of the same parse (a rewrite, the review copy) opens the file afresh. Held by the parsed
 * questionnaire object (a WeakMap: it goes when the parse does) and only for the very bytes it was read from.
 * Decision 064 has the time saved and the memory held meanwhile.
 */
import type { ParsedQuestionnaire } from '../types.js';
import type { ZipArchive } from '../zip/zip-archive.js';
import type { WordBody } from './read-body.js';

export interface OpenedWordFile {
  zip: ZipArchive;
  body: WordBody;
}

const kept = new WeakMap<ParsedQuestionnaire, OpenedWordFile & { bytes: Uint8Array }>();

/** Keeps what the parse of `bytes` opened for the first fill of `parsed`; returns `parsed`. */
export function keepForFill(parsed: ParsedQuestionnaire, bytes: Uint8Array, file: OpenedWordFile): ParsedQuestionnaire {
  kept.set(parsed, { ...file, bytes });
  return parsed;
}

/** The unedited file the parse of these bytes opened, once; undefined when it was used or the bytes are others. */
export function takeKeptFile(parsed: ParsedQuestionnaire, bytes: Uint8Array): OpenedWordFile | undefined {
  const file = kept.get(parsed);
  kept.delete(parsed);
  return file && file.bytes === bytes ? { zip: file.zip, body: file.body } : undefined;
}
