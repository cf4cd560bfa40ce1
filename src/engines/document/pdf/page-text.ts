/**
 * A PDF page's text as the eye sees it: pdf.js text items with their positions → lines (items on one baseline,
 * left to right) → chunks (runs of a line separated by a wide gap: table cells, a number and its text).
 * Coordinates are PDF points with y growing downwards from the top of the page (`pageTop`: its top edge).
 */
export interface RawTextItem {
  str: string;
  transform: number[];
  width: number;
  fontName: string;
}

export interface Part {
  x: number;
  x1: number;
  text: string;
  size: number;
}

export interface Chunk {
  x: number;
  x1: number;
  text: string;
  font: string;
  /** The text items it was joined from, to split a chunk along a table's columns. */
  parts: Part[];
}

export interface PdfLine {
  page: number;
  /** Baseline, from the top of the page. */
  y: number;
  x: number;
  x1: number;
  /** Font size in points of the line's words (its first chunk past a leading number or id). */
  size: number;
  /** Font and size of the line's first chunk with words (past a leading number or id): "g_d0_f2@10". */
  style: string;
  text: string;
  chunks: Chunk[];
}

interface Placed extends Part {
  y: number;
  font: string;
}

/** A gap wider than this share of the font size starts a new chunk (a word space is about 0.25). */
const CHUNK_GAP = 0.8;

function placed(items: RawTextItem[], pageTop: number): Placed[] {
  const out: Placed[] = [];
  for (const it of items) {
    if (!it.str || !it.str.trim()) continue;
    const [a, b, , d, e, f] = it.transform as [number, number, number, number, number, number];
    // Upright text only; rotated text (a stamp, a vertical label) is not part of the questionnaire's reading order.
    if (Math.abs(b) > 0.01 * Math.abs(a || 1)) continue;
    const size = Math.abs(d) || Math.abs(a) || 10;
    out.push({ x: e, x1: e + it.width, y: pageTop - f, size, text: it.str, font: it.fontName });
  }
  return out;
}

/** Text items of one run joined, with a space where the gap between two is wider than a narrow letter. */
export function joinParts(parts: Part[]): string {
  let text = '';
  let prev: Part | undefined;
  for (const p of parts) {
    if (prev && !/\s$/.test(text) && !/^\s/.test(p.text) && p.x - prev.x1 > 0.15 * p.size) text += ' ';
    text += p.text;
    prev = p;
  }
  return text.replace(/\s+/g, ' ').trim();
}

const joinChunk = (parts: Placed[]): Chunk => ({
  x: parts[0]!.x,
  x1: parts.at(-1)!.x1,
  text: joinParts(parts),
  font: parts[0]!.font,
  parts: parts.map(({ x, x1, text, size }) => ({ x, x1, text, size })),
});

/** A chunk that is only a number or an id ("1.1", "GNRL-01", "6 a"): the line's style is taken past it. */
const LABEL_ONLY = /^(?:[A-Z][A-Za-z&]{0,7}-)?\d{1,3}(?:\.\d{1,3})*[.)]?(?:\s?[a-z]\d?)?$/;

/** Groups a page's items into lines (same baseline within a third of the font size) and chunks. */
export function pageLines(items: RawTextItem[], page: number, pageTop: number): PdfLine[] {
  const all = placed(items, pageTop).sort((p, q) => p.y - q.y || p.x - q.x);
  const rows: Placed[][] = [];
  for (const p of all) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - p.y) <= 0.35 * Math.min(row[0]!.size, p.size)) row.push(p);
    else rows.push([p]);
  }
  return rows.map((row) => {
    row.sort((p, q) => p.x - q.x);
    const chunks: Chunk[] = [];
    let run: Placed[] = [];
    for (const p of row) {
      const last = run.at(-1);
      if (last && p.x - last.x1 > CHUNK_GAP * Math.max(p.size, last.size)) {
        chunks.push(joinChunk(run));
        run = [];
      }
      run.push(p);
    }
    if (run.length) chunks.push(joinChunk(run));
    const size = Math.max(...row.map((p) => p.size));
    const words = chunks.find((c) => !LABEL_ONLY.test(c.text)) ?? chunks[0]!;
    const wordSize = Math.max(...row.filter((p) => p.x >= words.x && p.x1 <= words.x1).map((p) => p.size), 0) || size;
    return {
      page,
      y: row[0]!.y,
      x: chunks[0]!.x,
      x1: chunks.at(-1)!.x1,
      size: Math.round(wordSize * 10) / 10,
      style: `${words.font}@${Math.round(wordSize * 10) / 10}`,
      text: chunks.map((c) => c.text).join(' '),
      chunks,
    };
  });
}
