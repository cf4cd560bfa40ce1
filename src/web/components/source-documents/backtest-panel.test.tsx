import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TBacktest, TBacktestTally, TReviewItem, TSourceDocument } from '@contract/index';
import { mockFetch, renderWithClient } from '@web/test-utils';
import { KEYS } from '@web/hooks/use-data';
import { useRefreshPairsWhenLearned } from '@web/hooks/use-refresh-pairs-when-learned';
import { ConflictNotes } from '@web/components/review/conflict-notes';
import { BacktestPanel } from './backtest-panel';

afterEach(() => vi.restoreAllMocks());

const tally = (questions: number, answered: number, draft: number, agree: number): TBacktestTally => ({
  questions,
  answered,
  draft,
  none: questions - answered - draft,
  agree,
  yesNo: 2,
  yesNoAgree: 1,
});

const completed: TBacktest = {
  stale: true,
  documents: 1,
  run: {
    id: 'r1',
    status: 'completed',
    createdAt: '2026-11-20T10:00:00Z',
    completedAt: '2026-11-20T10:00:04Z',
    documentsTotal: 1,
    documentsDone: 1,
    currentDocument: null,
    durationMs: 4200,
    errorMessage: null,
    summary: {
      documents: 1,
      totals: tally(12, 8, 2, 7),
      bands: [
        { from: 60, to: 70, answers: 2, right: 1 },
        { from: 90, to: 101, answers: 8, right: 6 },
      ],
    },
    documents: [
      {
        documentId: 'd1',
        name: 'Northwind DDQ 2025.docx',
        totals: tally(12, 8, 2, 7),
        sections: [{ title: 'Compliance', ...tally(4, 3, 0, 2) }],
        bands: [
          { from: 60, to: 70, answers: 2, right: 1 },
          { from: 70, to: 80, answers: 0, right: 0 },
          { from: 90, to: 101, answers: 8, right: 6 },
        ],
        disagreements: [
          {
            question: 'Any enforcement action?',
            section: 'Compliance',
            firmAnswer: 'Yes, in 2026.',
            myAnswer: 'No.',
            outcome: 'answered',
            confidence: 91,
            overlap: 0,
          },
        ],
      },
    ],
  },
};

describe('How well do I know you?', () => {
  it('shows the figures, the share right per confidence band, the disagreements, and offers a stale result again', async () => {
    const posted: string[] = [];
    mockFetch({
      '/api/backtest': (url: string, init?: RequestInit) => {
        if (init?.method !== 'POST') return completed;
        posted.push(url);
        return { ...completed, run: { ...completed.run!, status: 'running' }, stale: false };
      },
    });
    renderWithClient(<BacktestPanel />);
    expect((await screen.findByTestId('backtest-summary')).textContent).toContain(
      'of 12 questions I answered 8, drafted 2 and left 2 blank. My answers agree with yours in 7 of 10 (70%); the same yes or no in 1 of 2',
    );
    expect(screen.getByTestId('backtest-stale').textContent).toContain('My knowledge has changed');
    const bands = within(screen.getByTestId('backtest-bands'));
    expect(bands.getByText('90–100%')).toBeTruthy();
    expect(bands.getByText('6 (75%)')).toBeTruthy();
    fireEvent.click(screen.getByText('Northwind DDQ 2025.docx'));
    const mine = screen.getByRole('table', { name: 'Share right per confidence band in Northwind DDQ 2025.docx' });
    expect([...mine.querySelectorAll('tbody tr')].map((r) => r.textContent)).toEqual([
      '60–69%21 (50%)',
      '90–100%86 (75%)',
    ]);
    expect(screen.getByTestId('backtest-disagreement').textContent).toContain('You wrote: Yes, in 2026.');
    fireEvent.click(screen.getByTestId('backtest-run'));
    await waitFor(() => expect(posted).toEqual(['/api/backtest']));
    expect(await screen.findByTestId('backtest-progress')).toBeTruthy();
  });

  it('appears once a training document is learned, without a reload, as on the Training Documents page', async () => {
    let documents = 0;
    mockFetch({ '/api/backtest': () => ({ run: null, stale: false, documents }) });
    const Page = ({ docs }: { docs: TSourceDocument[] }) => {
      useRefreshPairsWhenLearned(docs);
      return <BacktestPanel />;
    };
    const doc = (status: TSourceDocument['status'], qaCount: number) =>
      ({ id: 'd1', status, qaCount }) as TSourceDocument;
    const { rerender, client } = renderWithClient(<Page docs={[]} />);
    await waitFor(() => expect(client.getQueryState(KEYS.backtest)?.status).toBe('success'));
    expect(screen.queryByTestId('backtest-panel')).toBeNull();
    documents = 1;
    rerender(<Page docs={[doc('processing', 0)]} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('backtest-panel')).toBeNull(); // still learning: nothing asked again
    rerender(<Page docs={[doc('completed', 12)]} />);
    expect((await screen.findByTestId('backtest-run')).textContent).toContain('Check how well I know you');
  });

  it('flags a review item that contradicts another answer', () => {
    const conflicts: TReviewItem['conflicts'] = [
      {
        kind: 'yes_no',
        subject: 'yes or no',
        mine: 'No',
        theirs: 'Yes',
        otherItemIndex: 11,
        otherItemNumber: '5.2',
        otherQuestion: 'Is the firm SEC-registered?',
        knowledgePairId: null,
        knowledgeDate: null,
      },
    ];
    renderWithClient(<ConflictNotes item={{ conflicts } as TReviewItem} />);
    expect(screen.getByTestId('review-conflict').textContent).toContain(
      'Contradicts question 5.2 ("Is the firm SEC-registered?"): "No" here, "Yes" there.',
    );
  });
});
