/**
 * Filled documents open in a real office suite: LibreOffice converts each filled layout (and one with review
 * comments) and each filled workbook to PDF, and the answers are in the rendered text. Skipped only where
 * LibreOffice Writer/Calc are not installed (`.ci/run` installs them).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillQuestionnaire, parseQuestionnaire } from './index.js';
import {
  QUESTIONS,
  boxedQuestions,
  dropDownForm,
  formLayout,
  labelledLines,
  mixedBlank,
  numberedLayout,
  tableLayout,
  wrappedInControls,
} from '../../../tests/fixtures/documents/questionnaires.js';
import { caiqLikeWorkbook, cvatLikeWorkbook } from '../../../tests/fixtures/documents/workbook.js';
import { autoNumberedDdq } from '../../../tests/fixtures/documents/auto-numbered.js';
import { limitedWordDdq } from '../../../tests/fixtures/documents/limits.js';
import { WORD_LAYOUTS } from '../../../tests/fixtures/documents/real-world-layouts.js';
import { WORKBOOK_LAYOUTS } from '../../../tests/fixtures/documents/real-world-workbooks.js';
import { Renders } from '../../../tests/support/libreoffice.js';

const hasOffice = spawnSync('soffice', ['--version']).status === 0 && spawnSync('pdftotext', ['-v']).status === 0;
/** Debian's libreoffice-calc-nogui: soffice converts spreadsheets only when Calc's library is there. */
const hasCalc = hasOffice && fs.existsSync('/usr/lib/libreoffice/program/libsclo.so');

/** A test in two steps: fill its documents (added to the block's renders), then check their rendered text. */
interface RenderCase {
  title: string;
  prepare: (r: Renders) => Promise<() => void>;
}

/** Prepares every case, renders all their documents in one LibreOffice run, then runs each case's checks. */
function renderCases(cases: RenderCase[]): void {
  const renders = new Renders();
  const checks = new Map<string, () => void>();
  beforeAll(async () => {
    for (const c of cases) checks.set(c.title, await c.prepare(renders));
    renders.render();
  }, 300_000);
  for (const c of cases) it(c.title, () => checks.get(c.title)!());
}

describe.skipIf(!hasOffice)('filled documents open in LibreOffice', () => {
  const layouts = Object.entries({ table: tableLayout, numbered: numberedLayout, form: formLayout });
  renderCases([
    ...layouts.map(([name, build]): RenderCase => ({
      title: `renders the ${name} layout with its answers`,
      prepare: async (r) => {
        const blank = await build(false);
        const parsed = await parseQuestionnaire(blank);
        const answers = parsed.items.map((item) => ({
          itemIndex: item.index,
          text: `ANSWER-${item.index} ${QUESTIONS[item.index]!.answer.split('\n')[0]}`,
        }));
        const filled = await fillQuestionnaire(blank, parsed, answers, { reviewComments: name === 'table' });
        const key = r.add(name, filled.bytes);
        return () => {
          for (const a of answers) expect(r.text(key)).toContain(`ANSWER-${a.itemIndex}`);
        };
      },
    })),
    {
      title: 'renders the mixed real-world form (fields, yes/no columns, checkboxes) after filling',
      prepare: async (r) => {
        const blank = await mixedBlank();
        const parsed = await parseQuestionnaire(blank);
        const text = (item: (typeof parsed.items)[number]) =>
          item.kind === 'yes_no' ? 'Yes' : item.kind === 'choice' ? item.options![1]! : `FILLED-${item.index}`;
        const answers = parsed.items.map((item) => ({
          itemIndex: item.index,
          text: text(item),
          yesNo: item.kind === 'yes_no' ? ('yes' as const) : null,
        }));
        const filled = await fillQuestionnaire(blank, parsed, answers);
        const key = r.add('mixed', filled.bytes);
        return () => {
          expect(filled.perItem.every((p) => p.status === 'injected')).toBe(true);
          const rendered = r.raw(key);
          for (const a of answers.filter((x) => x.text.startsWith('FILLED-'))) expect(rendered).toContain(a.text);
          expect(rendered).toContain('☒'); // ticked boxes render
        };
      },
    },
    {
      title: 'renders drop-down answers, sections wrapped in content controls and answers after labels after filling',
      prepare: async (r) => {
        const checks: (() => void)[] = [];
        for (const [build, texts] of [
          [dropDownForm, ['Every hire is screened by an agency.', 'Frankfurt', '2026-03-14']],
          [wrappedInControls, ['WRAPPED-0', 'WRAPPED-2', 'WRAPPED-4']],
          [labelledLines, ['A: WRAPPED-0', 'Answer: WRAPPED-1', 'Response: WRAPPED-2', 'Answer: WRAPPED-3']],
          [boxedQuestions, ['Describe your firm. WRAPPED-0', 'WRAPPED-1', 'WRAPPED-2', 'WRAPPED-3', 'WRAPPED-4']],
        ] as const) {
          const blank = await build(false);
          const parsed = await parseQuestionnaire(blank);
          const answers = parsed.items.map((i) => ({
            itemIndex: i.index,
            text:
              build === dropDownForm
                ? ['Yes. Every hire is screened by an agency.', 'Frankfurt', '2026-03-14', 'No'][i.index]!
                : `WRAPPED-${i.index}`,
          }));
          const key = r.add(`controls-${checks.length}`, (await fillQuestionnaire(blank, parsed, answers)).bytes);
          checks.push(() => {
            for (const t of texts) expect(r.text(key)).toContain(t);
          });
        }
        return () => checks.forEach((check) => check());
      },
    },
    {
      title: 'renders an automatically numbered DDQ with the numbers the engine reconstructed and the answers',
      prepare: async (r) => {
        const blank = await autoNumberedDdq();
        const parsed = await parseQuestionnaire(blank);
        const answers = parsed.items
          .filter((i) => i.slot.type !== 'checkbox_options')
          .map((i) => ({ itemIndex: i.index, text: `NUMBERED-${i.index}` }));
        const key = r.add('auto-numbered', (await fillQuestionnaire(blank, parsed, answers)).bytes);
        return () => {
          const rendered = r.text(key);
          for (const a of answers) expect(rendered).toContain(a.text);
          // What LibreOffice draws in front of each question is the number the engine read.
          for (const item of parsed.items.slice(0, 2)) expect(rendered).toContain(`${item.number} ${item.question}`);
          expect(rendered).toContain('(a) When was it last reviewed?');
        };
      },
    },
    {
      title: 'renders an answer written into a legacy text form field',
      prepare: async (r) => {
        const blank = await limitedWordDdq();
        const parsed = await parseQuestionnaire(blank);
        const filled = await fillQuestionnaire(blank, parsed, [{ itemIndex: 0, text: 'FIELD-ANSWER in place.' }]);
        const key = r.add('form-field', filled.bytes);
        return () => expect(r.text(key)).toContain('FIELD-ANSWER in place.');
      },
    },
    {
      title: 'renders each real-world Word layout (tests/fixtures/documents/real-world-layouts.ts) with its answers',
      prepare: async (r) => {
        const checks: (() => void)[] = [];
        for (const layout of WORD_LAYOUTS) {
          const blank = await layout.build();
          const parsed = await parseQuestionnaire(blank);
          const answers = parsed.items.map((i) => ({ itemIndex: i.index, text: `Yes. LAYOUT-${i.index} written.` }));
          const key = r.add(`layout-${checks.length}`, (await fillQuestionnaire(blank, parsed, answers)).bytes);
          // Yes | No columns with nowhere for the explanation show the tick alone.
          const written = parsed.items.filter(
            (i) => !(i.slot.type === 'yes_no_columns' && i.slot.detailCell === undefined),
          );
          checks.push(() => {
            for (const i of written) expect(r.text(key), layout.name).toContain(`LAYOUT-${i.index} written.`);
          });
        }
        return () => checks.forEach((check) => check());
      },
    },
  ]);
});

describe.skipIf(!hasCalc)('filled workbooks open in LibreOffice Calc', () => {
  renderCases([
    {
      title: 'renders a filled CAIQ-like workbook and a CVAT-like one with its completion date',
      prepare: async (r) => {
        const checks: (() => void)[] = [];
        for (const build of [() => caiqLikeWorkbook(false), () => cvatLikeWorkbook({ dateSerial: 45_432 })]) {
          const blank = await build();
          const parsed = await parseQuestionnaire(blank);
          const answers = parsed.items.map((item) => ({
            itemIndex: item.index,
            text: `Yes. CELL-${item.index} answered.`,
          }));
          const filled = await fillQuestionnaire(blank, parsed, answers, {
            completionDate: new Date('2026-11-22T12:00:00Z'),
          });
          const key = r.add(`workbook-${checks.length}`, filled.bytes, 'xlsx');
          checks.push(() => {
            expect(filled.perItem.every((p) => p.status === 'injected')).toBe(true);
            const text = r.text(key);
            for (const a of answers) expect(text).toContain(`CELL-${a.itemIndex} answered.`);
            if (parsed.fields.length) expect(text).toContain('11/22/2026'); // the date serial, in the cell's own mm/dd/yyyy format
          });
        }
        return () => checks.forEach((check) => check());
      },
    },
    {
      title:
        'renders each real-world workbook layout (tests/fixtures/documents/real-world-workbooks.ts) with its answers',
      prepare: async (r) => {
        const checks: (() => void)[] = [];
        for (const layout of WORKBOOK_LAYOUTS) {
          const blank = await layout.build();
          const parsed = await parseQuestionnaire(blank);
          const answers = parsed.items.map((i) => ({ itemIndex: i.index, text: `Yes. SHEET-${i.index} written.` }));
          const key = r.add(`sheet-${checks.length}`, (await fillQuestionnaire(blank, parsed, answers)).bytes, 'xlsx');
          checks.push(() => {
            for (const a of answers) expect(r.text(key), layout.name).toContain(`SHEET-${a.itemIndex} written.`);
          });
        }
        return () => checks.forEach((check) => check());
      },
    },
  ]);
});
