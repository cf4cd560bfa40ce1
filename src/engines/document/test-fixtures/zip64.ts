/** Re-packs an archive as ZIP64 (every size and offset in the 64-bit records), as some generators write small files. */
import { readZip } from '../zip.js';

export function asZip64(bytes: Uint8Array): Uint8Array {
  const zip = readZip(bytes);
  const enc = new TextEncoder();
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const e of zip.entries) {
    const name = enc.encode(e.name);
    const data = bytes.subarray(e.dataOffset, e.dataOffset + e.compressedSize);
    const local = new DataView(new ArrayBuffer(30 + name.length + 20));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 45, true);
    local.setUint16(8, e.method, true);
    local.setUint32(14, e.crc, true);
    local.setUint32(18, 0xffffffff, true);
    local.setUint32(22, 0xffffffff, true);
    local.setUint16(26, name.length, true);
    local.setUint16(28, 20, true);
    new Uint8Array(local.buffer).set(name, 30);
    local.setUint16(30 + name.length, 1, true);
    local.setUint16(32 + name.length, 16, true);
    local.setBigUint64(34 + name.length, BigInt(e.uncompressedSize), true);
    local.setBigUint64(42 + name.length, BigInt(e.compressedSize), true);
    const cen = new DataView(new ArrayBuffer(46 + name.length + 28));
    cen.setUint32(0, 0x02014b50, true);
    cen.setUint16(4, 45, true);
    cen.setUint16(6, 45, true);
    cen.setUint16(10, e.method, true);
    cen.setUint32(16, e.crc, true);
    cen.setUint32(20, 0xffffffff, true);
    cen.setUint32(24, 0xffffffff, true);
    cen.setUint16(28, name.length, true);
    cen.setUint16(30, 28, true);
    cen.setUint32(42, 0xffffffff, true);
    new Uint8Array(cen.buffer).set(name, 46);
    cen.setUint16(46 + name.length, 1, true);
    cen.setUint16(48 + name.length, 24, true);
    cen.setBigUint64(50 + name.length, BigInt(e.uncompressedSize), true);
    cen.setBigUint64(58 + name.length, BigInt(e.compressedSize), true);
    cen.setBigUint64(66 + name.length, BigInt(offset), true);
    parts.push(new Uint8Array(local.buffer), data);
    central.push(new Uint8Array(cen.buffer));
    offset += local.byteLength + data.length;
  }
  const cdSize = central.reduce((n, c) => n + c.length, 0);
  const end = new DataView(new ArrayBuffer(56 + 20 + 22));
  end.setUint32(0, 0x06064b50, true);
  end.setBigUint64(4, 44n, true);
  end.setUint16(12, 45, true);
  end.setUint16(14, 45, true);
  end.setBigUint64(24, BigInt(zip.entries.length), true);
  end.setBigUint64(32, BigInt(zip.entries.length), true);
  end.setBigUint64(40, BigInt(cdSize), true);
  end.setBigUint64(48, BigInt(offset), true);
  end.setUint32(56, 0x07064b50, true);
  end.setBigUint64(64, BigInt(offset + cdSize), true);
  end.setUint32(72, 1, true);
  end.setUint32(76, 0x06054b50, true);
  end.setUint16(84, 0xffff, true);
  end.setUint16(86, 0xffff, true);
  end.setUint32(88, 0xffffffff, true);
  end.setUint32(92, 0xffffffff, true);
  const out = new Uint8Array(offset + cdSize + end.byteLength);
  let at = 0;
  for (const c of [...parts, ...central, new Uint8Array(end.buffer)]) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
