import { describe, expect, it } from 'vitest';
import { ListNumbering, formatNumber } from './numbering.js';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const lvl = (ilvl: number, fmt: string, text: string, start = 1) =>
  `<w:lvl w:ilvl="${ilvl}"><w:start w:val="${start}"/><w:numFmt w:val="${fmt}"/><w:lvlText w:val="${text}"/></w:lvl>`;
const numbering = (body: string) => ListNumbering.read(`<w:numbering ${W}>${body}</w:numbering>`);

describe("Word's list numbering", () => {
  it('formats decimal, zero-padded, letters (aa after z) and roman numbers', () => {
    expect([1, 9, 10].map((n) => formatNumber(n, 'decimalZero'))).toEqual(['01', '09', '10']);
    expect([1, 26, 27].map((n) => formatNumber(n, 'lowerLetter'))).toEqual(['a', 'z', 'aa']);
    expect([4, 9, 14, 1999].map((n) => formatNumber(n, 'upperRoman'))).toEqual(['IV', 'IX', 'XIV', 'MCMXCIX']);
  });

  it('counts levels, restarts deeper levels, and shares counters between nums of one list unless restarted', () => {
    const n = numbering(
      `<w:abstractNum w:abstractNumId="0">${lvl(0, 'decimal', '%1.')}${lvl(1, 'lowerRoman', '%1.%2')}</w:abstractNum>` +
        '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num><w:num w:numId="2"><w:abstractNumId w:val="0"/></w:num>' +
        '<w:num w:numId="3"><w:abstractNumId w:val="0"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="5"/></w:lvlOverride></w:num>',
    );
    const seq = [
      n.next({ numId: '1', ilvl: 0 }),
      n.next({ numId: '1', ilvl: 1 }),
      n.next({ numId: '1', ilvl: 1 }),
      n.next({ numId: '2', ilvl: 0 }),
      n.next({ numId: '2', ilvl: 1 }),
      n.next({ numId: '3', ilvl: 0 }),
      n.next({ numId: '3', ilvl: 0 }),
    ];
    expect(seq).toEqual(['1.', '1.i', '1.ii', '2.', '2.i', '5.', '6.']);
  });

  it('gives no label to bullets, numId 0 and unknown lists', () => {
    const n = numbering(
      `<w:abstractNum w:abstractNumId="0">${lvl(0, 'bullet', '•')}</w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>`,
    );
    expect([n.next({ numId: '1', ilvl: 0 }), n.next({ numId: '0' }), n.next({ numId: '9', ilvl: 0 })]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('follows a list defined through a numbering style (numStyleLink → styleLink) and style-linked levels', () => {
    const n = numbering(
      `<w:abstractNum w:abstractNumId="0"><w:styleLink w:val="DDQList"/>${lvl(0, 'upperLetter', 'Part %1')}${lvl(1, 'decimal', '%1-%2', 10)}</w:abstractNum>` +
        '<w:abstractNum w:abstractNumId="1"><w:numStyleLink w:val="DDQList"/></w:abstractNum>' +
        '<w:num w:numId="4"><w:abstractNumId w:val="1"/></w:num>',
    );
    expect([
      n.next({ numId: '4', ilvl: 0 }),
      n.next({ numId: '4', ilvl: 1 }),
      n.next({ numId: '4', ilvl: 1 }),
      n.next({ numId: '4', ilvl: 0 }),
    ]).toEqual(['Part A', 'A-10', 'A-11', 'Part B']);
  });
});
