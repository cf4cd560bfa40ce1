import JSZip from 'jszip';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DocumentError, parseQuestionnaire, sniffFormat } from './index.js';
import { buildDocx, para } from '../../../tests/fixtures/documents/word-xml.js';

async function code(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(DocumentError);
    expect((e as DocumentError).message.length).toBeGreaterThan(20);
    return (e as DocumentError).code;
  }
  return 'NO_ERROR';
}

/** A zip whose single entry declares sizes we choose (to fake bombs and lying headers). */
function handZip(name: string, plain: Uint8Array, declaredSize = plain.length): Uint8Array {
  const data = deflateRawSync(plain);
  const nb = new TextEncoder().encode(name);
  const local = Buffer.alloc(30 + nb.length);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declaredSize, 22);
  local.writeUInt16LE(nb.length, 26);
  nb.forEach((b, i) => (local[30 + i] = b));
  const cen = Buffer.alloc(46 + nb.length);
  cen.writeUInt32LE(0x02014b50, 0);
  cen.writeUInt16LE(20, 4);
  cen.writeUInt16LE(20, 6);
  cen.writeUInt16LE(8, 10);
  cen.writeUInt32LE(data.length, 20);
  cen.writeUInt32LE(declaredSize, 24);
  cen.writeUInt16LE(nb.length, 28);
  nb.forEach((b, i) => (cen[46 + i] = b));
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(1, 8);
  eocd.writeUInt16LE(1, 10);
  eocd.writeUInt32LE(cen.length, 12);
  eocd.writeUInt32LE(local.length + data.length, 16);
  return new Uint8Array(Buffer.concat([local, data, cen, eocd]));
}

describe('bad input gets a typed error, never a crash or a hang', () => {
  it('0-byte file', async () => expect(await code(parseQuestionnaire(new Uint8Array()))).toBe('EMPTY_DOCUMENT'));

  it('not a zip, named .docx', async () => {
    expect(
      await code(parseQuestionnaire(new TextEncoder().encode('hello, I am plain text'), { filename: 'q.docx' })),
    ).toBe('NOT_A_ZIP');
  });

  it('unknown content', async () =>
    expect(await code(parseQuestionnaire(new Uint8Array([1, 2, 3, 4, 5])))).toBe('UNSUPPORTED_FORMAT'));

  it('truncated zip', async () => {
    const full = await buildDocx(para('Do you have a policy?'));
    expect(await code(parseQuestionnaire(full.subarray(0, Math.floor(full.length * 0.6))))).toBe('TRUNCATED');
  });

  it('zip bomb by ratio and size', async () => {
    const bomb = handZip('word/document.xml', new Uint8Array(30 * 1024 * 1024));
    const t = Date.now();
    expect(await code(parseQuestionnaire(bomb))).toBe('ZIP_BOMB');
    expect(Date.now() - t).toBeLessThan(2000);
  });

  it('zip entry that inflates beyond its declared size', async () => {
    const xml = new TextEncoder().encode(
      `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${'<w:p/>'.repeat(5000)}</w:body></w:document>`,
    );
    expect(await code(parseQuestionnaire(handZip('word/document.xml', xml, 100)))).toBe('ZIP_BOMB');
  });

  it('XML with a DTD and external entities is refused, never resolved', async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&xxe;</w:t></w:r></w:p></w:body></w:document>`;
    expect(await code(parseQuestionnaire(await buildDocx('', { rawDocumentXml: xxe })))).toBe('EXTERNAL_ENTITY');
  });

  it('password-protected Office file (OLE container with EncryptedPackage)', async () => {
    const bytes = new Uint8Array(2048);
    bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const name = 'EncryptedPackage';
    for (let i = 0; i < name.length; i++) bytes[1024 + i * 2] = name.charCodeAt(i);
    expect(await code(parseQuestionnaire(bytes))).toBe('ENCRYPTED');
  });

  it('zip entries flagged as encrypted', async () => {
    const z = handZip('word/document.xml', new TextEncoder().encode('<x/>'));
    const cd = z.length - 22 - (46 + 'word/document.xml'.length);
    z[cd + 8] = 1; // general purpose flag bit 0
    expect(await code(parseQuestionnaire(z))).toBe('ENCRYPTED');
  });

  it('macro-enabled file (.docm) is detected and refused', async () => {
    const zip = await JSZip.loadAsync(await buildDocx(para('Do you have a policy?')));
    const ct = (await zip.file('[Content_Types].xml')!.async('string')).replace(
      'wordprocessingml.document.main+xml',
      'ms-word.document.macroEnabled.main+xml',
    );
    zip.file('[Content_Types].xml', ct);
    zip.file('word/vbaProject.bin', new Uint8Array([1, 2, 3]));
    const docm = await zip.generateAsync({ type: 'uint8array' });
    expect(sniffFormat(docm)).toBe('docx');
    expect(await code(parseQuestionnaire(docm))).toBe('MACRO_ENABLED');
  });

  it('empty Word document', async () =>
    expect(await code(parseQuestionnaire(await buildDocx(para('') + para(''))))).toBe('EMPTY_DOCUMENT'));

  it('sniffs by content, not by name', async () => {
    expect(sniffFormat(await buildDocx(para('x')))).toBe('docx');
    expect(sniffFormat(new TextEncoder().encode('%PDF-1.4\n%…'))).toBe('pdf');
    expect(sniffFormat(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]))).toBe(null);
    expect(sniffFormat(new Uint8Array())).toBe(null);
  });
});
