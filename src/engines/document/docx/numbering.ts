/**
 * Word's automatic numbering, reconstructed: the "1.2" or "(a)" that Word draws in front of a list paragraph
 * is not in its text, only in numbering.xml. Detection needs it (question numbers, section numbers, "No."
 * columns), so paragraphs are numbered in document order the way Word counts them.
 */
import type { Element } from '@xmldom/xmldom';
import { kid, kids, parseXml, wAttr } from './word-xml.js';

interface Level {
  fmt: string;
  text: string;
  start: number;
  /** A paragraph style linked to this level (headings tied to a multi-level list). */
  pStyle?: string;
}

interface NumDef {
  abstractId: string;
  levels: Map<number, Level>;
  /** lvlOverride/startOverride: the list restarts at these values where this numId is first used. */
  restarts: Map<number, number>;
}

/** Where a paragraph's numbering comes from: its own numPr, else its style's (basedOn chain resolved by the caller). */
export interface NumRef {
  numId: string;
  ilvl?: number;
}

export function readNumPr(pPr: Element | undefined): NumRef | undefined {
  const numPr = pPr && kid(pPr, 'numPr');
  const numId = wAttr(numPr && kid(numPr, 'numId'), 'val');
  if (!numPr || numId === undefined) return undefined;
  const ilvl = wAttr(kid(numPr, 'ilvl'), 'val');
  return { numId, ilvl: ilvl === undefined ? undefined : Number(ilvl) };
}

function readLevel(lvl: Element): [number, Level] {
  return [
    Number(wAttr(lvl, 'ilvl') ?? 0),
    {
      fmt: wAttr(kid(lvl, 'numFmt'), 'val') ?? 'decimal',
      text: wAttr(kid(lvl, 'lvlText'), 'val') ?? '',
      start: Number(wAttr(kid(lvl, 'start'), 'val') ?? 1),
      pStyle: wAttr(kid(lvl, 'pStyle'), 'val'),
    },
  ];
}

const ROMAN: [number, string][] = [
  [1000, 'm'],
  [900, 'cm'],
  [500, 'd'],
  [400, 'cd'],
  [100, 'c'],
  [90, 'xc'],
  [50, 'l'],
  [40, 'xl'],
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
];

function roman(n: number): string {
  let out = '';
  for (const [v, s] of ROMAN) while (n >= v) [out, n] = [out + s, n - v];
  return out;
}

/** 1 → a, 26 → z, 27 → aa (Word repeats the letter). */
const letter = (n: number) => String.fromCharCode(97 + ((n - 1) % 26)).repeat(Math.floor((n - 1) / 26) + 1);

export function formatNumber(n: number, fmt: string): string {
  switch (fmt) {
    case 'lowerLetter':
      return letter(n);
    case 'upperLetter':
      return letter(n).toUpperCase();
    case 'lowerRoman':
      return roman(n);
    case 'upperRoman':
      return roman(n).toUpperCase();
    case 'decimalZero':
      return n < 10 ? `0${n}` : String(n);
    case 'none':
      return '';
    default:
      return String(n);
  }
}

export class ListNumbering {
  private readonly counters = new Map<string, number[]>();
  private readonly used = new Set<string>();

  private constructor(private readonly nums: Map<string, NumDef>) {}

  static read(xml: string | null): ListNumbering {
    const nums = new Map<string, NumDef>();
    const root = xml ? parseXml(xml, 'word/numbering.xml').documentElement : null;
    if (!root) return new ListNumbering(nums);
    const abstracts = new Map<string, { levels: Map<number, Level>; uses?: string }>();
    const byStyle = new Map<string, string>(); // numbering style name → the abstractNum that defines it
    for (const a of kids(root, 'abstractNum')) {
      const id = wAttr(a, 'abstractNumId');
      if (id === undefined) continue;
      const defines = wAttr(kid(a, 'styleLink'), 'val');
      if (defines) byStyle.set(defines, id);
      abstracts.set(id, { levels: new Map(kids(a, 'lvl').map(readLevel)), uses: wAttr(kid(a, 'numStyleLink'), 'val') });
    }
    for (const n of kids(root, 'num')) {
      const numId = wAttr(n, 'numId');
      let abstractId = wAttr(kid(n, 'abstractNumId'), 'val');
      // A list defined through a numbering style (numStyleLink) takes its levels, and its counters, from the style's list.
      const uses = abstractId === undefined ? undefined : abstracts.get(abstractId)?.uses;
      if (uses && byStyle.has(uses)) abstractId = byStyle.get(uses);
      const abstract = abstractId === undefined ? undefined : abstracts.get(abstractId);
      if (numId === undefined || abstractId === undefined || !abstract) continue;
      const levels = new Map(abstract.levels);
      const restarts = new Map<number, number>();
      for (const o of kids(n, 'lvlOverride')) {
        const ilvl = Number(wAttr(o, 'ilvl') ?? 0);
        const own = kid(o, 'lvl');
        if (own) levels.set(ilvl, readLevel(own)[1]);
        const start = wAttr(kid(o, 'startOverride'), 'val');
        if (start !== undefined) restarts.set(ilvl, Number(start));
      }
      nums.set(numId, { abstractId, levels, restarts });
    }
    return new ListNumbering(nums);
  }

  get empty(): boolean {
    return this.nums.size === 0;
  }

  /**
   * Counts one more paragraph of this list and returns the label Word draws ("2.1.", "(b)"); undefined for
   * bullets, numId 0 (numbering switched off) and unknown lists. `styleId` finds the level of style-linked lists.
   */
  next(ref: NumRef, styleId?: string): string | undefined {
    const def = this.nums.get(ref.numId);
    if (!def || ref.numId === '0') return undefined;
    let ilvl = ref.ilvl;
    if (ilvl === undefined && styleId) for (const [k, l] of def.levels) if (l.pStyle === styleId) ilvl = k;
    ilvl ??= 0;
    const level = def.levels.get(ilvl);
    if (!level) return undefined;
    const counts = this.counters.get(def.abstractId) ?? [];
    this.counters.set(def.abstractId, counts);
    if (!this.used.has(ref.numId)) {
      this.used.add(ref.numId);
      for (const [k, start] of def.restarts) {
        counts[k] = start - 1;
        counts.length = Math.min(counts.length, k + 1);
      }
    }
    counts[ilvl] = (counts[ilvl] ?? level.start - 1) + 1;
    counts.length = ilvl + 1; // deeper levels restart
    if (level.fmt === 'bullet') return undefined;
    return level.text.replace(/%(\d)/g, (_, d: string) => {
      const k = Number(d) - 1;
      const l = def.levels.get(k);
      return formatNumber(counts[k] ?? l?.start ?? 1, l?.fmt ?? 'decimal');
    });
  }
}
