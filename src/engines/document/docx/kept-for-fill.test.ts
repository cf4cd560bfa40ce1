/**
 * A Word questionnaire's parse and its first fill open the zip and read the Word XML once between them; a later
 * fill of the same parse reads the file afresh, and every fill writes the bytes the old path (open and read again) did.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillQuestionnaire, parseQuestionnaire, type FillAnswer, type ParsedQuestionnaire } from '../index.js';
import {
  QUESTIONS,
  formLayout,
  mixedBlank,
  numberedLayout,
  tableLayout,
} from '../../../../tests/fixtures/documents/questionnaires.js';

const reads = vi.hoisted(() => ({ zip: 0, body: 0 }));
vi.mock('../zip/zip-archive.js', async (original) => {
  const m = await original<typeof import('../zip/zip-archive.js')>();
  return { ...m, readZip: (...a: Parameters<typeof m.readZip>) => (reads.zip++, m.readZip(...a)) };
});
vi.mock('./read-body.js', async (original) => {
  const m = await original<typeof import('./read-body.js')>();
  return { ...m, readWordBody: (...a: Parameters<typeof m.readWordBody>) => (reads.body++, m.readWordBody(...a)) };
});

const blanks = {
  table: () => tableLayout(false),
  numbered: () => numberedLayout(false),
  form: () => formLayout(false),
  mixed: mixedBlank,
};

/** Every question answered (with a comment for the review copy). */
const answersFor = (parsed: ParsedQuestionnaire): FillAnswer[] =>
  parsed.items.map((it) => ({
    itemIndex: it.index,
    text: QUESTIONS.find((q) => q.question === it.question)?.answer.split('\n')[0] ?? 'Yes. Reviewed every year.',
    comment: `Source: question ${it.index}`,
  }));

const opts = { reviewComments: true, completionDate: new Date(Date.UTC(2026, 0, 2)) };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 3) }); // review comments carry the time
  reads.zip = reads.body = 0;
});
afterEach(() => vi.useRealTimers());

describe.each(Object.keys(blanks) as (keyof typeof blanks)[])('%s layout', (name) => {
  const blank = blanks[name];

  it('is opened and read once by a parse and its first fill, with the bytes the old path wrote', async () => {
    const bytes = await blank();
    const parsed = await parseQuestionnaire(bytes);
    const answers = answersFor(parsed);
    const filled = await fillQuestionnaire(bytes, parsed, answers, opts);
    expect(reads).toEqual({ zip: 1, body: 1 });
    expect(filled.perItem.filter((p) => p.status === 'injected')).toHaveLength(parsed.items.length);

    // The old path: a fill that opens the file and reads the body again (other bytes, same content).
    const again = await fillQuestionnaire(bytes.slice(), await parseQuestionnaire(bytes), answers, opts);
    expect(reads).toEqual({ zip: 3, body: 3 });
    expect(Buffer.from(filled.bytes).equals(Buffer.from(again.bytes))).toBe(true);
    expect(filled.perItem).toEqual(again.perItem);
  });

  it('reads the file afresh for a later fill of the same parse: no edit of the first fill leaks into it', async () => {
    const bytes = await blank();
    const parsed = await parseQuestionnaire(bytes);
    const answers = answersFor(parsed);
    const first = await fillQuestionnaire(bytes, parsed, answers, opts);
    const second = await fillQuestionnaire(bytes, parsed, answers, opts);
    const third = await fillQuestionnaire(bytes, parsed, answers.slice(0, 1), {});
    expect(reads).toEqual({ zip: 3, body: 3 });
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    // One answer only: the others' slots stay as blank as in the uploaded file.
    const reparsed = await parseQuestionnaire(third.bytes);
    expect(reparsed.items.filter((i) => i.answer).map((i) => i.index)).toEqual([answers[0]!.itemIndex]);
  });
});
