/**
 * A small, defensive ZIP reader/writer for Office containers.
 * Reading checks sizes and compression ratios before inflating anything and caps every
 * inflate at the declared size, so a zip bomb or a lying header cannot exhaust memory.
 * Writing copies untouched entries byte for byte (no recompression) and deflates only the parts we changed.
 */
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { DocumentError, passwordProtected } from '../errors.js';

export interface ZipLimits {
  maxEntries: number;
  maxTotalUncompressed: number;
  maxEntryUncompressed: number;
  /** Largest allowed uncompressed/compressed ratio for entries above 1 MB. */
  maxRatio: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 5000,
  maxTotalUncompressed: 500 * 1024 * 1024,
  maxEntryUncompressed: 200 * 1024 * 1024,
  maxRatio: 200,
};

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
  /** Offset of the compressed data (after the local header). */
  dataOffset: number;
}

export interface ZipArchive {
  bytes: Uint8Array;
  entries: ZipEntry[];
  byName: Map<string, ZipEntry>;
}

const EOCD_SIG = 0x06054b50;
const CEN_SIG = 0x02014b50;
const LOC_SIG = 0x04034b50;

const truncated = () =>
  new DocumentError(
    'TRUNCATED',
    'The file is incomplete (the archive ends early). Upload it again or re-save it from Word or Excel.',
  );

export function looksLikeZip(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 &&
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    (bytes[2] === 3 || bytes[2] === 5) &&
    (bytes[3] === 4 || bytes[3] === 6)
  );
}

function findEocd(view: DataView): number {
  const min = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let i = view.byteLength - 22; i >= min; i--) {
    if (view.getUint32(i, true) === EOCD_SIG) return i;
  }
  return -1;
}

const ZIP64_LOCATOR_SIG = 0x07064b50;
const ZIP64_END_SIG = 0x06064b50;

/** A 64-bit little-endian field that must fit a JavaScript number (it always does for files we accept). */
function u64(view: DataView, at: number): number {
  if (at + 8 > view.byteLength) throw truncated();
  const n = view.getBigUint64(at, true);
  if (n > BigInt(Number.MAX_SAFE_INTEGER)) throw truncated();
  return Number(n);
}

function readZip64End(view: DataView, eocd: number): { count: number; cdSize: number; cdOffset: number } {
  const loc = eocd - 20;
  if (loc < 0 || view.getUint32(loc, true) !== ZIP64_LOCATOR_SIG) throw truncated();
  const end = u64(view, loc + 8);
  if (end + 56 > view.byteLength || view.getUint32(end, true) !== ZIP64_END_SIG) throw truncated();
  return { count: u64(view, end + 32), cdSize: u64(view, end + 40), cdOffset: u64(view, end + 48) };
}

/** The ZIP64 extra field (id 1) holds, in this order, only the values saturated in the header. */
function zip64Extra(
  view: DataView,
  at: number,
  len: number,
  want: { usize: boolean; csize: boolean; offset: boolean },
) {
  const out: { usize?: number; csize?: number; offset?: number } = {};
  for (let p = at; p + 4 <= at + len;) {
    const id = view.getUint16(p, true);
    const size = view.getUint16(p + 2, true);
    if (id === 1) {
      let q = p + 4;
      for (const key of ['usize', 'csize', 'offset'] as const) {
        if (!want[key]) continue;
        if (q + 8 > p + 4 + size) throw truncated();
        out[key] = u64(view, q);
        q += 8;
      }
      return out;
    }
    p += 4 + size;
  }
  throw truncated();
}

export function readZip(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): ZipArchive {
  if (!looksLikeZip(bytes))
    throw new DocumentError(
      'NOT_A_ZIP',
      'This is not an Office file (it is not a ZIP container). Save it as .docx or .xlsx and try again.',
    );
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEocd(view);
  if (eocd < 0) throw truncated();
  let count = view.getUint16(eocd + 10, true);
  let cdSize = view.getUint32(eocd + 12, true);
  let cdOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    // ZIP64 (some generators write it even for small files): the real figures are in the ZIP64 end record.
    const z = readZip64End(view, eocd);
    [count, cdSize, cdOffset] = [z.count, z.cdSize, z.cdOffset];
  }
  if (count > limits.maxEntries)
    throw new DocumentError(
      'ZIP_BOMB',
      `The archive holds ${count} parts, far more than a document has. It was refused as unsafe: upload the questionnaire itself, saved from Word or Excel.`,
    );
  if (cdOffset + cdSize > eocd) throw truncated();
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let p = cdOffset;
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > bytes.length || view.getUint32(p, true) !== CEN_SIG) throw truncated();
    const flags = view.getUint16(p + 8, true);
    const method = view.getUint16(p + 10, true);
    const crc = view.getUint32(p + 16, true);
    let compressedSize = view.getUint32(p + 20, true);
    let uncompressedSize = view.getUint32(p + 24, true);
    const nameLen = view.getUint16(p + 28, true);
    const extraLen = view.getUint16(p + 30, true);
    const commentLen = view.getUint16(p + 32, true);
    let localOffset = view.getUint32(p + 42, true);
    const name = decoder.decode(bytes.subarray(p + 46, p + 46 + nameLen));
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localOffset === 0xffffffff) {
      const z = zip64Extra(view, p + 46 + nameLen, extraLen, {
        usize: uncompressedSize === 0xffffffff,
        csize: compressedSize === 0xffffffff,
        offset: localOffset === 0xffffffff,
      });
      [uncompressedSize, compressedSize, localOffset] = [
        z.usize ?? uncompressedSize,
        z.csize ?? compressedSize,
        z.offset ?? localOffset,
      ];
    }
    p += 46 + nameLen + extraLen + commentLen;
    if (flags & 1) throw passwordProtected();
    if (method !== 0 && method !== 8)
      throw new DocumentError(
        'UNSUPPORTED_FORMAT',
        `A part of the file uses an unsupported compression (${method}). Re-save it from Word or Excel.`,
      );
    total += uncompressedSize;
    const ratio = uncompressedSize / Math.max(1, compressedSize);
    if (
      uncompressedSize > limits.maxEntryUncompressed ||
      total > limits.maxTotalUncompressed ||
      (uncompressedSize > 1024 * 1024 && ratio > limits.maxRatio)
    ) {
      throw new DocumentError(
        'ZIP_BOMB',
        'The file expands to far more data than a questionnaire holds (a "zip bomb"). It was refused as unsafe: upload the questionnaire itself, saved from Word or Excel.',
      );
    }
    if (localOffset + 30 > bytes.length || view.getUint32(localOffset, true) !== LOC_SIG) throw truncated();
    const dataOffset =
      localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true);
    if (dataOffset + compressedSize > bytes.length) throw truncated();
    entries.push({ name, method, flags, crc, compressedSize, uncompressedSize, localOffset, dataOffset });
  }
  return { bytes, entries, byName: new Map(entries.map((e) => [e.name, e])) };
}

export function readEntry(zip: ZipArchive, name: string): Uint8Array | null {
  const e = zip.byName.get(name);
  if (!e) return null;
  const raw = zip.bytes.subarray(e.dataOffset, e.dataOffset + e.compressedSize);
  if (e.method === 0) return raw;
  try {
    // Cap the output at the declared size: a header that lies about it fails here instead of inflating on.
    return inflateRawSync(raw, { maxOutputLength: Math.max(1, e.uncompressedSize) });
  } catch (cause) {
    if ((cause as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new DocumentError(
        'ZIP_BOMB',
        `The part "${name}" expands beyond the size its header declares. The file was refused as unsafe: re-save it from Word or Excel and upload that.`,
        { cause },
      );
    }
    throw new DocumentError(
      'CORRUPT',
      `The part "${name}" of the file is damaged or larger than it claims. Re-save the file and try again.`,
      { cause },
    );
  }
}

/**
 * Reads an XML part as text and refuses DTDs: Office parts never carry one, and entities are never resolved.
 */
export function readXml(zip: ZipArchive, name: string): string | null {
  const data = readEntry(zip, name);
  if (!data) return null;
  let text = new TextDecoder().decode(data);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (/<!DOCTYPE|<!ENTITY/i.test(text.slice(0, 4096)) || /<!ENTITY/i.test(text)) {
    throw new DocumentError(
      'EXTERNAL_ENTITY',
      'The file contains XML entity declarations, which Office files never use. It was refused as unsafe: re-save it from Word or Excel and upload that.',
    );
  }
  return text;
}

/** Writes a new archive: same entry order, untouched entries copied raw, changed or added entries deflated. */
export function writeZip(zip: ZipArchive, changes: Map<string, Uint8Array | string>): Uint8Array {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  const names = zip.entries.map((e) => e.name);
  for (const name of changes.keys()) if (!zip.byName.has(name)) names.push(name);
  for (const name of names) {
    const change = changes.get(name);
    const old = zip.byName.get(name);
    let method: number, crc: number, usize: number, data: Uint8Array;
    if (change !== undefined || !old) {
      const plain = typeof change === 'string' ? encoder.encode(change) : (change ?? new Uint8Array());
      data = deflateRawSync(plain, { level: 6 });
      method = 8;
      crc = crc32(plain) >>> 0;
      usize = plain.length;
    } else {
      data = zip.bytes.subarray(old.dataOffset, old.dataOffset + old.compressedSize);
      method = old.method;
      crc = old.crc;
      usize = old.uncompressedSize;
    }
    const nameBytes = encoder.encode(name);
    const flags = 0x0800; // UTF-8 names, no data descriptor
    const local = new Uint8Array(30 + nameBytes.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, LOC_SIG, true);
    lv.setUint16(4, 20, true);
    lv.setUint16(6, flags, true);
    lv.setUint16(8, method, true);
    lv.setUint32(10, 0x00210000, true); // 1980-01-01 00:00
    lv.setUint32(14, crc, true);
    lv.setUint32(18, data.length, true);
    lv.setUint32(22, usize, true);
    lv.setUint16(26, nameBytes.length, true);
    local.set(nameBytes, 30);
    const cen = new Uint8Array(46 + nameBytes.length);
    const cv = new DataView(cen.buffer);
    cv.setUint32(0, CEN_SIG, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint16(8, flags, true);
    cv.setUint16(10, method, true);
    cv.setUint32(12, 0x00210000, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, data.length, true);
    cv.setUint32(24, usize, true);
    cv.setUint16(28, nameBytes.length, true);
    cv.setUint32(42, offset, true);
    cen.set(nameBytes, 46);
    chunks.push(local, data);
    central.push(cen);
    offset += local.length + data.length;
  }
  const cdSize = central.reduce((n, c) => n + c.length, 0);
  const eocd = new Uint8Array(22);
  const ev = new DataView(eocd.buffer);
  ev.setUint32(0, EOCD_SIG, true);
  ev.setUint16(8, names.length, true);
  ev.setUint16(10, names.length, true);
  ev.setUint32(12, cdSize, true);
  ev.setUint32(16, offset, true);
  const out = new Uint8Array(offset + cdSize + 22);
  let at = 0;
  for (const c of [...chunks, ...central, eocd]) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
