/**
 * Running headers and footers out: short lines at the same height near the top or the bottom of at least 3 pages
 * (both pages of a two-page file) and a third of them (a title, a version, "Confidential"), and bare page numbers there, so they never end up
 * inside a question or an answer. Repeated answers stay: they do not sit at the same height on every page.
 */
import type { PdfLine } from './page-text.js';

const PAGE_NUMBER = /^(?:page\s+)?\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?$/i;
/** Share of the page's height, from the top and from the bottom, where running lines live. */
const EDGE = 0.12;

/** `keep`: lines that stay whatever they look like (a table's header repeated at the top of every page). */
export function withoutRunningLines(lines: PdfLine[], pages: number, keep: Set<PdfLine> = new Set()): PdfLine[] {
  const bottom = new Map<number, number>();
  for (const l of lines) bottom.set(l.page, Math.max(bottom.get(l.page) ?? 0, l.y));
  const height = Math.max(...bottom.values(), 1);
  const edge = (l: PdfLine) => !keep.has(l) && (l.y < EDGE * height || l.y > (1 - EDGE) * height);
  const placed = new Map<string, Set<number>>();
  const keyOf = (l: PdfLine) => `${Math.round(l.y / 2)}|${l.text.replace(/\d+/g, '#')}`;
  for (const l of lines) {
    if (!edge(l) || l.text.length >= 80) continue;
    const key = keyOf(l);
    if (!placed.has(key)) placed.set(key, new Set());
    placed.get(key)!.add(l.page);
  }
  const running = new Set(
    [...placed].filter(([, p]) => p.size >= Math.min(3, Math.max(2, pages)) && p.size >= pages / 3).map(([k]) => k),
  );
  return lines.filter((l) => !(edge(l) && (running.has(keyOf(l)) || PAGE_NUMBER.test(l.text.trim()))));
}
