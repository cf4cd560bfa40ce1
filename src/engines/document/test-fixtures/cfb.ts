/**
 * A hand-made OLE compound file (version 3, 512-byte sectors) holding the given streams, each stored in regular
 * sectors (padded to 4 KB). Enough for format detection: a Word 97-2003 container (with or without the
 * fEncrypted flag in its File Information Block) or an encrypted Office package.
 */
const SECTOR = 512;
const FREE = 0xffffffff;
const END = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;

export function buildCfb(streams: { name: string; data: Uint8Array }[]): Uint8Array {
  const padded = streams.map((s) => {
    const size = Math.max(4096, Math.ceil(s.data.length / SECTOR) * SECTOR);
    const data = new Uint8Array(size);
    data.set(s.data);
    return { name: s.name, data, size: Math.max(4096, s.data.length) };
  });
  const dataSectors = padded.reduce((n, s) => n + s.data.length / SECTOR, 0);
  // Sector 0: the FAT; sector 1: the directory (4 entries); then the streams.
  const sectors = 2 + dataSectors;
  if (sectors > SECTOR / 4 || padded.length > 3) throw new Error('buildCfb: keep test containers small');
  const out = new Uint8Array(SECTOR * (sectors + 1));
  const view = new DataView(out.buffer);
  out.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  view.setUint16(0x18, 0x3e, true);
  view.setUint16(0x1a, 3, true);
  view.setUint16(0x1c, 0xfffe, true);
  view.setUint16(0x1e, 9, true);
  view.setUint16(0x20, 6, true);
  view.setUint32(0x2c, 1, true); // one FAT sector
  view.setUint32(0x30, 1, true); // the directory starts at sector 1
  view.setUint32(0x38, 4096, true);
  view.setUint32(0x3c, END, true);
  view.setUint32(0x44, END, true);
  for (let i = 0; i < 109; i++) view.setUint32(0x4c + i * 4, i === 0 ? 0 : FREE, true);

  const fat = (sector: number, value: number) => view.setUint32(SECTOR + sector * 4, value, true);
  for (let i = 0; i < SECTOR / 4; i++) fat(i, FREE);
  fat(0, FAT_SECTOR);
  fat(1, END);
  const entry = (index: number, name: string, type: number, start: number, size: number, child = FREE, right = FREE) => {
    const at = SECTOR * 2 + index * 128;
    for (let i = 0; i < name.length; i++) view.setUint16(at + i * 2, name.charCodeAt(i), true);
    view.setUint16(at + 0x40, (name.length + 1) * 2, true);
    out[at + 0x42] = type;
    out[at + 0x43] = 1; // black
    view.setUint32(at + 0x44, FREE, true);
    view.setUint32(at + 0x48, right, true);
    view.setUint32(at + 0x4c, child, true);
    view.setUint32(at + 0x74, start, true);
    view.setUint32(at + 0x78, size, true);
  };
  entry(0, 'Root Entry', 5, END, 0, padded.length ? 1 : FREE);
  let next = 2;
  padded.forEach((s, i) => {
    const count = s.data.length / SECTOR;
    for (let k = 0; k < count; k++) fat(next + k, k === count - 1 ? END : next + k + 1);
    out.set(s.data, SECTOR * (next + 1));
    entry(i + 1, s.name, 2, next, s.size, FREE, i + 1 < padded.length ? i + 2 : FREE);
    next += count;
  });
  return out;
}

/** A Word 97-2003 container: its WordDocument stream starts with a File Information Block (fEncrypted when asked). */
export function legacyWordContainer(opts: { encrypted: boolean }): Uint8Array {
  const fib = new Uint8Array(4096);
  const view = new DataView(fib.buffer);
  view.setUint16(0, 0xa5ec, true); // wIdent
  view.setUint16(2, 0x00c1, true); // nFib: Word 97
  view.setUint16(0x0a, opts.encrypted ? 0x0100 : 0, true);
  return buildCfb([
    { name: 'WordDocument', data: fib },
    { name: '1Table', data: new Uint8Array(4096) },
  ]);
}

/** A password-protected .docx or .xlsx as Office saves it: an OLE container with the encrypted package. */
export function encryptedOfficePackage(): Uint8Array {
  return buildCfb([
    { name: 'EncryptionInfo', data: new Uint8Array(4096) },
    { name: 'EncryptedPackage', data: new Uint8Array(4096) },
  ]);
}
