/**
 * Just enough of the OLE compound file format (CFB, the container of .doc, .xls and encrypted Office files) to say
 * what a container holds: its stream names, and whether a Word 97-2003 document is password-protected (the
 * fEncrypted flag of its File Information Block). Reads only the header, the FAT and the directory; never inflates
 * or follows more sectors than the file has.
 */
export const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const END_OF_CHAIN = 0xfffffffe;
const MAX_SECTOR = 0xfffffffa;
/** Word's FIB: wIdent 0xA5EC at offset 0, flags at 0x0A with fEncrypted = bit 8. */
const WORD_IDENT = 0xa5ec;
const F_ENCRYPTED = 0x0100;

export interface CfbEntry {
  name: string;
  startSector: number;
  size: number;
}

export function isCfb(bytes: Uint8Array): boolean {
  return bytes.length >= 512 && CFB_MAGIC.every((b, i) => bytes[i] === b);
}

interface Layout {
  view: DataView;
  sectorSize: number;
  fat: number[];
}

function sectorOffset(layout: Layout, sector: number): number {
  return (sector + 1) * layout.sectorSize;
}

/** The FAT from the header's 109 DIFAT slots (enough for files up to ~7 MB of 512-byte sectors, ~450 MB of 4 KB ones). */
function readLayout(bytes: Uint8Array): Layout | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const shift = view.getUint16(0x1e, true);
  if (shift !== 9 && shift !== 12) return null;
  const sectorSize = 1 << shift;
  const layout: Layout = { view, sectorSize, fat: [] };
  const fatSectors = Math.min(view.getUint32(0x2c, true), 109);
  for (let i = 0; i < fatSectors; i++) {
    const sector = view.getUint32(0x4c + i * 4, true);
    if (sector > MAX_SECTOR) break;
    const at = sectorOffset(layout, sector);
    if (at + sectorSize > bytes.length) return null;
    for (let j = 0; j < sectorSize; j += 4) layout.fat.push(view.getUint32(at + j, true));
  }
  return layout;
}

/** The directory entries (streams and storages) of the container, or null when it is damaged. */
export function cfbEntries(bytes: Uint8Array): CfbEntry[] | null {
  if (!isCfb(bytes)) return null;
  const layout = readLayout(bytes);
  if (!layout) return null;
  const entries: CfbEntry[] = [];
  const seen = new Set<number>();
  for (
    let sector = layout.view.getUint32(0x30, true);
    sector <= MAX_SECTOR;
    sector = layout.fat[sector] ?? END_OF_CHAIN
  ) {
    if (seen.has(sector)) return null; // a loop in the chain
    seen.add(sector);
    const at = sectorOffset(layout, sector);
    if (at + layout.sectorSize > bytes.length) return null;
    for (let e = at; e < at + layout.sectorSize; e += 128) {
      if (bytes[e + 0x42] === 0) continue; // an unused entry
      // The name is UTF-16LE; its length in bytes counts the closing NUL.
      const chars = Math.max(0, Math.min(32, layout.view.getUint16(e + 0x40, true) / 2) - 1);
      let name = '';
      for (let i = 0; i < chars; i++) name += String.fromCharCode(layout.view.getUint16(e + i * 2, true));
      entries.push({
        name,
        startSector: layout.view.getUint32(e + 0x74, true),
        size: layout.view.getUint32(e + 0x78, true),
      });
    }
  }
  return entries;
}

/** Whether the Word 97-2003 document in this container is encrypted (RC4 or XOR obfuscation). */
export function isEncryptedWordDocument(bytes: Uint8Array, entries: CfbEntry[]): boolean {
  const word = entries.find((e) => e.name === 'WordDocument');
  const layout = word ? readLayout(bytes) : null;
  // A stream under 4 KB lives in the mini stream; Word's main stream never is that small.
  if (!word || !layout || word.size < 4096 || word.startSector > MAX_SECTOR) return false;
  const at = sectorOffset(layout, word.startSector);
  if (at + 12 > bytes.length) return false;
  return layout.view.getUint16(at, true) === WORD_IDENT && (layout.view.getUint16(at + 0x0a, true) & F_ENCRYPTED) !== 0;
}
