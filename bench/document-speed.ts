/**
 * Speed benchmark of the document engine: builds a 250-question .docx (table, typed numbers, and Word's automatic
 * numbering), then times
 * parse and fill against mammoth's plain-text extraction of the same file, in one run, and reports peak memory.
 * Then a 250-question table PDF (flat, its answers in the Response column) is read by its layout: target < 1 s.
 * Memory (target < 200 MB) is measured in a process of its own that loads only the document engine and parses and
 * fills the same files (bench/support/document-memory.ts): this one also holds mammoth, the PDF builder and their
 * garbage. Its own peak is printed too.
 *
 *   npx tsx bench/document-speed.ts
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mammoth from 'mammoth';
import { fillQuestionnaire, parseQuestionnaire } from '../src/engines/document/index.js';
import { buildDocx, para, run, table } from '../tests/fixtures/documents/word-xml.js';
import { tablePdf } from '../tests/fixtures/documents/table-pdf.js';

const N = 250;
const question = (i: number) =>
  `Does the firm maintain control number ${i} with documented evidence, annual review by the board and an independent audit of its operation?`;

/** Word list: level 0 "1" for sections, level 1 "1.1" for questions (numbering.xml, not in the text). */
const NUMBERING =
  '<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1"/></w:lvl>' +
  '<w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1.%2"/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>';
const listPara = (text: string, ilvl: number, pPr = '') =>
  `<w:p><w:pPr>${pPr}<w:numPr><w:ilvl w:val="${ilvl}"/><w:numId w:val="1"/></w:numPr></w:pPr>${run(text, ilvl ? '<w:b/>' : '')}</w:p>`;

async function build(layout: 'table' | 'numbered' | 'auto-numbered'): Promise<Uint8Array> {
  let body = para('Speed DDQ', { style: 'Title' });
  for (let s = 0; s < N / 25; s++) {
    const qs = Array.from({ length: 25 }, (_, k) => s * 25 + k + 1);
    if (layout === 'auto-numbered') {
      body +=
        listPara(`Section ${s + 1}`, 0, '<w:pStyle w:val="Heading1"/>') +
        qs.map((i) => listPara(question(i), 1) + para('')).join('');
      continue;
    }
    body += para(`${s + 1}. Section ${s + 1}`, { style: 'Heading1' });
    body +=
      layout === 'table'
        ? table([
            ['#', 'Question', 'Response'],
            ...qs.map((i) => [`CTL-${String(i).padStart(3, '0')}`, question(i), '']),
          ])
        : qs.map((i) => para(`${s + 1}.${((i - 1) % 25) + 1} ${question(i)}`, { bold: true }) + para('')).join('');
  }
  return buildDocx(body, layout === 'auto-numbered' ? { numberingXml: NUMBERING } : {});
}

let peak = 0;
const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
const timer = setInterval(sample, 5);

async function time<T>(fn: () => Promise<T>, runs = 7): Promise<{ ms: number; out: T }> {
  let out!: T;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    out = await fn();
    times.push(performance.now() - t);
    sample();
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(runs / 2)]!, out };
}

const rows = [];
const files = fs.mkdtempSync(path.join(os.tmpdir(), 'document-speed-'));
for (const layout of ['table', 'numbered', 'auto-numbered'] as const) {
  const bytes = await build(layout);
  fs.writeFileSync(path.join(files, `${layout}.docx`), bytes);
  const parse = await time(() => parseQuestionnaire(bytes));
  const answers = parse.out.items.map((it) => ({
    itemIndex: it.index,
    text: `Yes. Evidence for ${it.id ?? it.number} is kept in the control register and reviewed each year.`,
  }));
  const fill = await time(() => fillQuestionnaire(bytes, parse.out, answers));
  const mam = await time(() => mammoth.extractRawText({ buffer: Buffer.from(bytes) }));
  const injected = fill.out.perItem.filter((p) => p.status === 'injected').length;
  const numbered = parse.out.items.filter((it) => it.number ?? it.id).length;
  rows.push({
    layout,
    questions: parse.out.items.length,
    numbered,
    'size KB': Math.round(bytes.length / 1024),
    'parse ms': +parse.ms.toFixed(1),
    'fill ms': +fill.ms.toFixed(1),
    'mammoth text ms': +mam.ms.toFixed(1),
    'parse / mammoth': +(parse.ms / mam.ms).toFixed(2),
    injected,
  });
}
const questions = Array.from({ length: N }, (_, i) => question(i + 1));
const pdf = await tablePdf(
  questions,
  (i) => `Yes. Evidence for control ${i + 1} is kept in the control register and reviewed by the board each year.`,
);
fs.writeFileSync(path.join(files, 'table.pdf'), pdf);
const pdfParse = await time(() => parseQuestionnaire(pdf));
const pdfRow = {
  layout: 'table PDF',
  questions: pdfParse.out.items.length,
  'with answers': pdfParse.out.items.filter((i) => i.answer).length,
  'size KB': Math.round(pdf.length / 1024),
  'parse ms': +pdfParse.ms.toFixed(1),
};
clearInterval(timer);
console.table(rows);
console.table([pdfRow]);
console.log(`PDF parse ${pdfParse.ms.toFixed(0)} ms for ${N} questions (target < 1000 ms)`);
const engine = JSON.parse(
  execFileSync(
    process.execPath,
    ['--import', 'tsx', new URL('./support/document-memory.ts', import.meta.url).pathname, files],
    {
      encoding: 'utf8',
    },
  ),
) as { startMb: number; peakMb: number };
fs.rmSync(files, { recursive: true, force: true });
console.log(
  `document engine alone (its own process, the same four files parsed and the Word ones filled, seven times each): ` +
    `peak RSS ${engine.peakMb} MB, ${engine.startMb} MB of it before the first document (targets: parse < 300 ms, fill < 300 ms, < 200 MB)`,
);
console.log(
  `this benchmark's process (with mammoth and the PDF builder): peak RSS ${(peak / 1024 / 1024).toFixed(0)} MB`,
);
