import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TDdqCompletion, TProcessingStatusItem, TQaPair } from '@contract/index';
import { mockFetch, renderWithClient } from '@web/test-utils';
import { DashboardUpload } from './dashboard-upload';
import { ProcessingModal } from './processing-modal';
import { RecentCompletions } from './recent-completions';
import { KnowledgeSearchPanel } from './knowledge-search-panel';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const fileOf = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('dashboard upload', () => {
  it('refuses files over 10 MB and unreadable formats with toasts, and posts good files as multipart', async () => {
    const fetch = mockFetch({ '/api/source-documents/upload': { id: 'd1' } });
    renderWithClient(<DashboardUpload area="source-documents" title="Upload a completed DDQ" hint="" testId="up" />);
    const input = screen.getByTestId('up-input');
    expect(input).toHaveProperty('accept', '.docx,.doc,.xlsx,.pdf');

    fireEvent.change(input, { target: { files: [fileOf('big.pdf', 'application/pdf', 10485761)] } });
    expect(await screen.findByText("Whoa! That's a big file")).toBeTruthy();
    expect(screen.getByText(/up to 10MB/)).toBeTruthy();

    fireEvent.change(input, { target: { files: [fileOf('notes.txt', 'text/plain', 100)] } });
    expect(await screen.findByText("Hmm, I can't read this file format")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(input, {
      target: {
        files: [fileOf('ok.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 10485760)],
      },
    });
    expect(await screen.findByText('Upload successful! Dex is on it')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/source-documents/upload');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('shows the snag toast with "Upload failed: {status text}"', async () => {
    mockFetch({
      '/api/ddq-completions/upload': () => new Response('no', { status: 500, statusText: 'Internal Server Error' }),
    });
    renderWithClient(<DashboardUpload area="ddq-completions" title="Upload a blank DDQ" hint="" testId="up" />);
    fireEvent.change(screen.getByTestId('up-input'), { target: { files: [fileOf('b.pdf', 'application/pdf', 10)] } });
    expect(await screen.findByText('Oops! Dex hit a snag')).toBeTruthy();
    expect(screen.getByText('Upload failed: Internal Server Error')).toBeTruthy();
  });
});

describe('processing modal', () => {
  const item: TProcessingStatusItem = {
    id: '1',
    type: 'source-document',
    originalName: 'Fund DDQ.docx',
    status: 'processing',
  };
  const ddq: TProcessingStatusItem = { id: '2', type: 'ddq-completion', originalName: 'Blank.docx', status: 'queued' };

  it('opens while items process, stays closed once dismissed, and the dismissal resets when nothing processes', async () => {
    const { rerender } = renderWithClient(<ProcessingModal items={[item, ddq]} />);
    expect(await screen.findByText(/learning from your documents/)).toBeTruthy();
    expect(screen.getByText(/filling out your DDQ/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('processing-modal')).toBeNull());
    rerender(<ProcessingModal items={[item]} />);
    expect(screen.queryByTestId('processing-modal')).toBeNull();
    rerender(<ProcessingModal items={[]} />);
    rerender(<ProcessingModal items={[ddq]} />);
    expect(await screen.findByTestId('processing-modal')).toBeTruthy();
  });
});

const completion = (i: number): TDdqCompletion => ({
  id: `c${i}`,
  filename: `f${i}`,
  originalName: `DDQ ${i}.docx`,
  status: 'completed',
  processingProgress: 100,
  createdAt: null,
  updatedAt: new Date(Date.now() - i * 60_000).toISOString(),
  startedAt: null,
  completedAt: null,
  outputObjectPath: `/api/download-ddq/c${i}`,
  accuracy: 90,
  answeredQuestions: 9,
  totalQuestions: 10,
  errorMessage: null,
  processingPhase: 'completed',
  estimatedTimeRemaining: null,
  averageAnswerTime: null,
  currentQuestionText: null,
  lastAnswerGenerated: null,
  tokensUsedTotal: null,
  memoryUsageMB: null,
  knowledgeChunksUsed: null,
  fallbackAnswersCount: null,
  modelRefusalsCount: null,
  errorCount: null,
  lastErrorMessage: null,
  lastErrorTime: null,
  currentSection: null,
  currentSectionIndex: null,
  outcomeCounts: null,
  lastAnswerOutcome: null,
  totalSections: null,
  sectionsCompleted: null,
  totalBatches: null,
  currentBatch: null,
  batchSize: null,
});

describe('recent completions', () => {
  it('shows 3, then all with "View All (N)", then 3 again with "Show Less"', () => {
    renderWithClient(<RecentCompletions completions={[1, 2, 3, 4, 5].map(completion)} isLoading={false} />);
    expect(screen.getAllByTestId('recent-completion')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'View All (5)' }));
    expect(screen.getAllByTestId('recent-completion')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.getAllByTestId('recent-completion')).toHaveLength(3);
  });
  it('invites a first DDQ when empty, and shows failures with their message', () => {
    const { unmount } = renderWithClient(<RecentCompletions completions={[]} isLoading={false} />);
    expect(screen.getByText('Ready to get started?')).toBeTruthy();
    unmount();
    renderWithClient(
      <RecentCompletions
        completions={[{ ...completion(1), status: 'weird' as TDdqCompletion['status'], errorMessage: null }]}
        isLoading={false}
      />,
    );
    expect(screen.getByText(/Processing failed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /View All/ })).toBeNull();
  });
});

const pair = (i: number): TQaPair => ({
  id: `p${i}`,
  question: `Question ${i}?`,
  answer: i === 1 ? 'a'.repeat(250) : `Answer ${i}`,
  confidence: 95,
  usageCount: 0,
  sourceDocumentId: 'd1',
  sourceDocumentName: 'Doc',
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
});

describe('knowledge search panel', () => {
  it('lists 10 recent pairs under 3 characters, searches the server from 3 after 300 ms', async () => {
    const fetch = mockFetch({
      '/api/qa-pairs?search=': [pair(2)],
      '/api/qa-pairs': Array.from({ length: 12 }, (_, i) => pair(i + 1)),
    });
    renderWithClient(<KnowledgeSearchPanel />);
    expect(await screen.findByText(/Showing 10 of 12 recent Q&A pairs/)).toBeTruthy();
    expect(screen.getByText(`${'a'.repeat(200)}...`)).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: 'Search the knowledge base' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(box, { target: { value: 'qu' } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(fetch.mock.calls.some(([u]) => String(u).includes('search='))).toBe(false);
    fireEvent.change(box, { target: { value: 'que' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(fetch.mock.calls.some(([u]) => String(u).includes('search='))).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(await screen.findByText('Found 1 Q&A pair')).toBeTruthy();
    expect(fetch.mock.calls.some(([u]) => u === '/api/qa-pairs?search=que')).toBe(true);
  });
});
