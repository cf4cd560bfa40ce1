import { describe, expect, it } from 'vitest';
import { DocumentError, readableFormat, sniffFormat } from './index.js';
import { cfbEntries } from './doc/cfb.js';
import { encryptedOfficePackage, legacyWordContainer } from '../../../tests/fixtures/documents/cfb.js';
import { tinyPdf } from '../../../tests/fixtures/documents/pdf.js';

const ascii = (s: string) => new TextEncoder().encode(s);
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const MZ = concat(
  ascii('MZ\x90\x00\x03\x00\x00\x00'),
  new Uint8Array(56),
  ascii('This program cannot be run in DOS mode.\r\n'),
);

function codeOf(bytes: Uint8Array): string {
  try {
    return readableFormat(bytes);
  } catch (e) {
    expect(e).toBeInstanceOf(DocumentError);
    return (e as DocumentError).code;
  }
}

describe('PDF: %PDF- at the start, after nothing but what real writers put there', () => {
  const pdf = tinyPdf(['1. Do you have a policy?']);
  it.each([
    ['a PDF', pdf, 'pdf'],
    ['after a byte-order mark', concat(new Uint8Array([0xef, 0xbb, 0xbf]), pdf), 'pdf'],
    ['after blank lines', concat(ascii('\r\n\n  '), pdf), 'pdf'],
    ['an executable with %PDF- in its first kilobyte', concat(MZ, pdf), 'UNSUPPORTED_FORMAT'],
    ['an HTML page carrying %PDF-', concat(ascii('<html><body>'), pdf), 'UNSUPPORTED_FORMAT'],
    ['%PDF- without a version', ascii('%PDF-x\n'), 'UNSUPPORTED_FORMAT'],
  ])('%s → %s', (_what, bytes, expected) => {
    expect(codeOf(bytes)).toBe(expected);
  });
});

describe('OLE containers', () => {
  it('reads the directory of a compound file', () => {
    expect(cfbEntries(legacyWordContainer({ encrypted: false }))?.map((e) => e.name)).toEqual([
      'Root Entry',
      'WordDocument',
      '1Table',
    ]);
  });

  it('a Word 97-2003 document is a .doc', () => {
    expect(sniffFormat(legacyWordContainer({ encrypted: false }))).toBe('doc');
  });

  it('a password-protected .doc names the password', () => {
    expect(codeOf(legacyWordContainer({ encrypted: true }))).toBe('ENCRYPTED');
    expect(() => readableFormat(legacyWordContainer({ encrypted: true }))).toThrow(
      /password-protected.*Remove the password/,
    );
  });

  it('a password-protected .docx or .xlsx names the password', () => {
    expect(codeOf(encryptedOfficePackage())).toBe('ENCRYPTED');
  });
});
