import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { TAnswerOutcome, TReview, TReviewItem } from '@contract/index';
import { mockFetch, renderWithClient } from '@web/test-utils';
import { DraftsSettingCard } from '@web/components/completions/drafts-setting';
import Review from './review';

afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  window.scrollTo = () => {}; // jsdom has no scrolling; the list scrolls the selected answer into view
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const reviewItem = (
  itemIndex: number,
  outcome: TAnswerOutcome,
  question: string,
  confidence?: number,
): TReviewItem => ({
  id: `i${itemIndex}`,
  itemIndex,
  itemNumber: null,
  sectionTitle: null,
  question,
  answer: outcome === 'none' ? null : `Answer to ${question}`,
  originalAnswer: null,
  confidence: confidence ?? (outcome === 'answered' ? 92 : outcome === 'draft' ? 74 : 20),
  status: outcome === 'none' ? 'failed' : 'generated',
  outcome,
  fallback: false,
  note: null,
  prefilled: false,
  edited: false,
  approved: false,
  approvedAt: null,
  approvedBy: null,
  learnedPairId: null,
  sources: [],
  candidates: [],
});

const makeReview = (name = 'Investor DDQ.docx'): TReview => ({
  completion: { id: 'c1', originalName: name, status: 'completed' },
  // The screen counts from the items themselves (these server counts are stale on purpose).
  counts: { all: 0, answered: 0, draft: 0, none: 0, low: 0, fallback: 0, edited: 0 },
  items: [
    reviewItem(0, 'answered', 'What is the legal name of the firm?'),
    reviewItem(1, 'draft', 'In which year was the firm founded?'),
    reviewItem(2, 'none', 'Which colour are the carpets?'),
    reviewItem(3, 'draft', 'Who is the auditor?'),
    reviewItem(4, 'answered', 'Where is the head office?', 85),
  ],
});

function renderReview(review: TReview = makeReview(), routes: Record<string, unknown> = {}) {
  // The workspace's team parts: no one assigned, no comments.
  const team = Object.fromEntries(
    review.items.map((i) => [`/api/ddq-completions/c1/review/items/${i.id}/comments`, []]),
  );
  const fetch = mockFetch({
    '/api/ddq-completions/c1/review': review,
    '/api/firm-settings': { draftsInCleanCopy: false, freshnessMonths: 12 },
    '/api/ddq-completions/c1/assignments': { completionId: 'c1', assignments: [], owing: [] },
    ...team,
    ...routes,
  });
  const { hook } = memoryLocation({ path: '/ddq-completions/c1/review' });
  renderWithClient(
    <Router hook={hook}>
      <Route path="/ddq-completions/:id/review" component={Review} />
    </Router>,
  );
  return fetch;
}

const shownQuestions = () =>
  screen.getAllByTestId('review-row').map((el) => within(el).getAllByRole('button')[0]!.getAttribute('aria-label'));
const selectedQuestion = () => screen.getByTestId('detail-question').textContent;
const press = (key: string, init: KeyboardEventInit = {}) =>
  act(() => void fireEvent.keyDown(window, { key, ...init }));

describe('the review workspace', () => {
  it('counts answers by filter, lists drafts first, filters, and shows "N of M reviewed"', async () => {
    renderReview();
    expect(await screen.findByRole('button', { name: 'Draft (2)' })).toBeTruthy();
    for (const name of [
      'All (5)',
      'Answered (2)',
      'No answer (1)',
      'Low confidence (0)',
      'Edited (0)',
      'Approved (0)',
      'Not approved yet (5)',
    ])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(shownQuestions()).toEqual([
      'In which year was the firm founded?',
      'Who is the auditor?',
      'What is the legal name of the firm?',
      'Which colour are the carpets?',
      'Where is the head office?',
    ]);
    expect(screen.getByTestId('review-progress').textContent).toBe('0 of 5 reviewed');
    expect(
      await screen.findByText(
        /2 answers are drafts to check before sending, listed first: they stay out of the clean copy/,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Draft (2)' }));
    expect(screen.getByTestId('review-count').textContent).toBe('Showing 2 of 5 answers');
    fireEvent.click(screen.getByRole('button', { name: 'No answer (1)' }));
    expect(shownQuestions()).toEqual(['Which colour are the carpets?']);
    expect(selectedQuestion()).toBe('Which colour are the carpets?');
    expect(window.location.search).toBe('?filter=none&item=i2');
  });

  it('moves with j/k and the arrows, approves with a, approves and moves on with Shift+A, and edits with e', async () => {
    const fetch = renderReview(makeReview(), {
      '/api/ddq-completions/c1/review/items/': (url: string) => ({
        item: { ...reviewItem(Number(/items\/i(\d)/.exec(url)![1]), 'answered', 'x'), approved: true },
        learnedPairId: null,
      }),
    });
    await screen.findByTestId('review-detail');
    expect(selectedQuestion()).toBe('In which year was the firm founded?');
    press('j');
    expect(selectedQuestion()).toBe('Who is the auditor?');
    press('ArrowDown');
    press('k');
    expect(selectedQuestion()).toBe('Who is the auditor?');
    press('A', { shiftKey: true });
    expect(selectedQuestion()).toBe('What is the legal name of the firm?');
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([u, init]) => String(u).endsWith('/items/i3/approve') && init?.method === 'POST'),
      ).toBe(true),
    );
    press('e');
    expect((screen.getByLabelText('Your answer') as HTMLTextAreaElement).value).toBe(
      'Answer to What is the legal name of the firm?',
    );
    // Typing in the answer does not move the selection.
    fireEvent.keyDown(screen.getByLabelText('Your answer'), { key: 'j' });
    expect(selectedQuestion()).toBe('What is the legal name of the firm?');
    expect(window.location.search).toBe('?item=i0');
  });

  it('opens where the reviewer was: the filter and the answer in the address survive a reload', async () => {
    window.history.replaceState(null, '', '/ddq-completions/c1/review?filter=answered&item=i4');
    renderReview();
    await screen.findByTestId('review-detail');
    expect(screen.getByRole('button', { name: 'Answered (2)' }).getAttribute('aria-pressed')).toBe('true');
    expect(selectedQuestion()).toBe('Where is the head office?');
  });

  it('approves every answered answer at 90% or more in one call and undoes it', async () => {
    const fetch = renderReview(makeReview(), {
      '/api/ddq-completions/c1/review/approve-many': {
        approved: [{ id: 'i0', previousOutcome: 'answered' }],
        skipped: 0,
      },
      '/api/ddq-completions/c1/review/unapprove-many': { restored: 1 },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve every answered ≥ 90% (1)' }));
    expect((await screen.findByTestId('bulk-result')).textContent).toContain('Approved 1 answer.');
    const bulk = fetch.mock.calls.find(([u]) => String(u).endsWith('/approve-many'));
    expect(JSON.parse(String(bulk?.[1]?.body))).toEqual({ minConfidence: 90 });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.queryByTestId('bulk-result')).toBeNull());
    const undo = fetch.mock.calls.find(([u]) => String(u).endsWith('/unapprove-many'));
    expect(JSON.parse(String(undo?.[1]?.body))).toEqual({ items: [{ id: 'i0', previousOutcome: 'answered' }] });
  });

  it('approves the selection (x or the checkboxes)', async () => {
    const fetch = renderReview(makeReview(), {
      '/api/ddq-completions/c1/review/approve-many': { approved: [{ id: 'i1', previousOutcome: 'draft' }], skipped: 1 },
    });
    await screen.findByTestId('review-detail');
    press('x');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select for bulk approval: Which colour are the carpets?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    expect((await screen.findByTestId('bulk-result')).textContent).toContain('1 answer left as they were');
    const bulk = fetch.mock.calls.find(([u]) => String(u).endsWith('/approve-many'));
    expect(JSON.parse(String(bulk?.[1]?.body))).toEqual({ itemIds: ['i1', 'i2'] });
  });

  it('says what regenerating did: the same answer, or the new one', async () => {
    renderReview(makeReview(), {
      '/api/ddq-completions/c1/review/items/i1/regenerate': reviewItem(
        1,
        'draft',
        'In which year was the firm founded?',
      ),
    });
    await screen.findByTestId('review-detail');
    press('r');
    expect((await screen.findByTestId('regenerate-result')).textContent).toBe('Same answer: no better match found.');
  });

  it('speaks of the file it is about: a workbook has no Word comments', async () => {
    renderReview(makeReview('Vendor questionnaire.xlsx'));
    const text = await screen.findByTestId('review-copy-text');
    expect(text.textContent).not.toContain('Word comment');
    expect(text.textContent).toContain('workbook');
  });
});

describe('the drafts setting', () => {
  it('shows the firm setting (off by default) and changes it with a PUT', async () => {
    const fetch = mockFetch({
      '/api/firm-settings': (_url: string, init?: RequestInit) => ({
        draftsInCleanCopy: false,
        freshnessMonths: 12,
        ...(init?.method === 'PUT' ? JSON.parse(String(init.body)) : {}),
      }),
    });
    renderWithClient(<DraftsSettingCard />);
    const box = await screen.findByRole('checkbox', {
      name: 'Put my drafts in the downloaded copy before a reviewer approves them',
    });
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
