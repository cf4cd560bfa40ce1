import { describe, expect, it } from 'vitest';
import { backtestDocument, summarizeBacktest, type BacktestPair } from './backtest';
import { pair } from '../../../tests/fixtures/answering/pairs-and-fakes';

const at = (
  documentId: string | null,
  section: string,
  id: string,
  q: string,
  a: string,
  date = '2024-01-01',
): BacktestPair => ({
  ...pair(id, q, a, date),
  documentId,
  section,
});

// Two editions of the firm's DDQ (2024 and 2025) and one question only the 2025 edition asks.
const PAIRS: BacktestPair[] = [
  at(
    'ddq-2024',
    'Security',
    'a1',
    'Is client data encrypted at rest?',
    'Yes, all client data is encrypted at rest with AES-256.',
  ),
  at(
    'ddq-2024',
    'Security',
    'a2',
    'Do you perform annual penetration tests?',
    'Yes, an independent firm tests our network every year.',
  ),
  at(
    'ddq-2024',
    'Business continuity',
    'a3',
    'Do you have a documented business continuity plan?',
    'Yes, reviewed and tested annually.',
  ),
  at(
    'ddq-2024',
    'Firm',
    'a4',
    'Does the firm use leverage in its flagship fund?',
    'No, the flagship fund is unlevered.',
  ),
  at(
    'ddq-2025',
    'Security',
    'b1',
    'Is client data encrypted at rest?',
    'Yes, all client data is encrypted at rest with AES-256.',
    '2025-01-01',
  ),
  at(
    'ddq-2025',
    'Security',
    'b2',
    'Do you perform annual penetration tests?',
    'Yes, an independent firm tests our network every year.',
    '2025-01-01',
  ),
  at(
    'ddq-2025',
    'Business continuity',
    'b3',
    'Do you have a documented business continuity plan?',
    'Yes, reviewed and tested annually.',
    '2025-01-01',
  ),
  at(
    'ddq-2025',
    'Firm',
    'b4',
    'Does the firm use leverage in its flagship fund?',
    'Yes, up to 1.5 times in the flagship fund since 2025.',
    '2025-01-01',
  ),
  at(
    'ddq-2025',
    'Firm',
    'b5',
    'Who is the firm’s external auditor?',
    'PricewaterhouseCoopers LLP audits the firm every year.',
    '2025-01-01',
  ),
];

describe('backtestDocument', () => {
  it('answers a document from the rest of the knowledge only, and compares with what the firm wrote', async () => {
    const result = await backtestDocument({ id: 'ddq-2025', name: 'DDQ 2025.docx' }, PAIRS);
    expect(result.totals.questions).toBe(5);
    expect(result.totals.answered + result.totals.draft + result.totals.none).toBe(5);
    // The auditor question is nowhere else: no answer, never a borrowed one from its own document.
    expect(result.totals.none).toBeGreaterThanOrEqual(1);
    // Leverage changed between editions: the 2024 "No" disagrees with the firm's 2025 "Yes" and is listed.
    expect(result.disagreements.map((d) => d.question)).toContain('Does the firm use leverage in its flagship fund?');
    expect(result.totals.yesNo).toBe(result.totals.answered + result.totals.draft);
    expect(result.totals.yesNoAgree).toBe(result.totals.yesNo - 1);
    expect(result.totals.agree).toBe(result.totals.yesNoAgree);
    expect(result.sections.map((s) => [s.title, s.questions])).toEqual([
      ['Security', 2],
      ['Business continuity', 1],
      ['Firm', 2],
    ]);
    const banded = result.bands.reduce((n, b) => n + b.answers, 0);
    expect(banded).toBe(result.totals.answered + result.totals.draft);
    expect(result.bands.reduce((n, b) => n + b.right, 0)).toBe(result.totals.agree);
  });

  it('sums documents into the firm’s figures and calibration bands', async () => {
    const docs = await Promise.all([
      backtestDocument({ id: 'ddq-2024', name: 'DDQ 2024.docx' }, PAIRS),
      backtestDocument({ id: 'ddq-2025', name: 'DDQ 2025.docx' }, PAIRS),
      backtestDocument({ id: 'empty', name: 'Empty.docx' }, PAIRS),
    ]);
    const summary = summarizeBacktest(docs);
    expect(summary.documents).toBe(3);
    expect(summary.totals.questions).toBe(9);
    expect(summary.bands.map((b) => [b.from, b.to])).toEqual([
      [0, 60],
      [60, 70],
      [70, 80],
      [80, 90],
      [90, 101],
    ]);
    expect(summary.bands.reduce((n, b) => n + b.answers, 0)).toBe(summary.totals.answered + summary.totals.draft);
    expect(docs[2]!.totals.questions).toBe(0);
  });
});
