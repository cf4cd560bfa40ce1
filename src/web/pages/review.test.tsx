import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { TAnswerOutcome, TReview, TReviewItem } from '@contract/index';
import { mockFetch, renderWithClient } from '@web/test-utils';
import { DraftsSettingCard } from '@web/components/completions/drafts-setting';
import Review from './review';

afterEach(() => vi.restoreAllMocks());

const reviewItem = (itemIndex: number, outcome: TAnswerOutcome, question: string): TReviewItem => ({
  id: `i${itemIndex}`, itemIndex, itemNumber: null, sectionTitle: null, question, answer: outcome === 'none' ? null : `Answer to ${question}`,
  originalAnswer: null, confidence: outcome === 'answered' ? 92 : outcome === 'draft' ? 74 : 20, status: outcome === 'none' ? 'failed' : 'generated',
  outcome, fallback: false, note: null, prefilled: false, edited: false, approved: false, approvedAt: null, approvedBy: null, learnedPairId: null,
  sources: [], candidates: [],
});

const review: TReview = {
  completion: { id: 'c1', originalName: 'Investor DDQ.docx', status: 'completed' },
  // The screen counts from the items themselves (these server counts are stale on purpose).
  counts: { all: 0, answered: 0, draft: 0, none: 0, low: 0, fallback: 0, edited: 0 },
  items: [
    reviewItem(0, 'answered', 'What is the legal name of the firm?'),
    reviewItem(1, 'draft', 'In which year was the firm founded?'),
    reviewItem(2, 'none', 'Which colour are the carpets?'),
    reviewItem(3, 'draft', 'Who is the auditor?'),
  ],
};

function renderReview() {
  mockFetch({ '/api/ddq-completions/c1/review': review, '/api/firm-settings': { draftsInCleanCopy: false } });
  const { hook } = memoryLocation({ path: '/ddq-completions/c1/review' });
  renderWithClient(
    <Router hook={hook}>
      <Route path="/ddq-completions/:id/review" component={Review} />
    </Router>,
  );
}

const shownQuestions = () => screen.getAllByTestId('review-item').map((el) => el.getAttribute('aria-label'));

describe('the review screen and the three outcomes', () => {
  it('counts answers by outcome, lists drafts first with their marker, and filters by outcome', async () => {
    renderReview();
    expect(await screen.findByRole('button', { name: 'Draft (2)' })).toBeTruthy();
    for (const name of ['All (4)', 'Answered (1)', 'No answer (1)', 'Low confidence (0)', 'Edited (0)']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(shownQuestions()).toEqual(['In which year was the firm founded?', 'Who is the auditor?', 'What is the legal name of the firm?', 'Which colour are the carpets?']);
    const draft = screen.getByLabelText('Who is the auditor?');
    expect(within(draft).getByText('Draft — check before sending')).toBeTruthy();
    expect(within(screen.getByLabelText('What is the legal name of the firm?')).queryByText('Draft — check before sending')).toBeNull();
    expect(within(screen.getByLabelText('Which colour are the carpets?')).getByText('No answer')).toBeTruthy();
    expect(await screen.findByText(/2 answers are drafts to check before sending, listed first: they stay out of the clean copy/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Draft (2)' }));
    expect(screen.getByTestId('review-count').textContent).toBe('Showing 2 of 4 answers');
    expect(shownQuestions()).toEqual(['In which year was the firm founded?', 'Who is the auditor?']);
    fireEvent.click(screen.getByRole('button', { name: 'No answer (1)' }));
    expect(shownQuestions()).toEqual(['Which colour are the carpets?']);
    fireEvent.click(screen.getByRole('button', { name: 'Answered (1)' }));
    expect(shownQuestions()).toEqual(['What is the legal name of the firm?']);
  });
});

describe('the drafts setting', () => {
  it('shows the firm setting (off by default) and changes it with a PUT', async () => {
    const fetch = mockFetch({ '/api/firm-settings': (_url: string, init?: RequestInit) => (init?.method === 'PUT' ? JSON.parse(String(init.body)) : { draftsInCleanCopy: false }) });
    renderWithClient(<DraftsSettingCard />);
    const box = await screen.findByRole('checkbox', { name: 'Put my drafts in the downloaded copy before a reviewer approves them' });
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    expect(await screen.findByText('Drafts go into the download')).toBeTruthy();
    expect((box as HTMLInputElement).checked).toBe(true);
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/firm-settings');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ draftsInCleanCopy: true });
  });
});
