import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { mockFetch, renderWithClient } from '@web/test-utils';
import { documentFixture, pairFixture } from '@web/test-fixtures';
import SourceDocuments from './source-documents';
import QaPairs from './qa-pairs';
import DdqCompletions from './ddq-completions';

afterEach(() => vi.restoreAllMocks());

const at = (path: string, ui: React.ReactElement) => {
  const { hook, searchHook } = memoryLocation({ path });
  return (
    <Router hook={hook} searchHook={searchHook}>
      {ui}
    </Router>
  );
};

describe('Training Documents', () => {
  it('shows the empty state', async () => {
    mockFetch({ '/api/source-documents': [] });
    renderWithClient(at('/source-documents', <SourceDocuments />));
    expect(await screen.findByText('No source documents yet')).toBeTruthy();
    expect(screen.getByText('Upload some DDQ documents to get started')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload Documents' }).getAttribute('href')).toBe('/');
  });

  it('shows cards with badges, progress bands, errors, View Q&A Pairs (n), and deletes after the exact confirmation', async () => {
    const fetch = mockFetch({
      '/api/source-documents/d1': { ok: true },
      '/api/source-documents': [
        documentFixture(),
        documentFixture({
          id: 'd2',
          originalName: 'Busy.docx',
          status: 'processing',
          processingProgress: 30,
          qaCount: 0,
        }),
        documentFixture({
          id: 'd3',
          originalName: 'Broken.pdf',
          status: 'error',
          errorMessage: 'No text layer',
          qaCount: 0,
        }),
      ],
    });
    renderWithClient(at('/source-documents', <SourceDocuments />));
    expect(await screen.findByText('Ready')).toBeTruthy();
    expect(screen.getAllByText(/120.56 KB · application\/vnd.openxmlformats/)).toHaveLength(3);
    expect(screen.getByText('Processing chunk 2/4 with AI')).toBeTruthy();
    expect(screen.getByText('Expected processing time: 2-4 minutes for large documents')).toBeTruthy();
    expect(screen.getByText('Error: No text layer')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeTruthy();
    const view = screen.getByRole('link', { name: /View Q&A Pairs \(12\)/ });
    expect(view.getAttribute('href')).toBe('/qa-pairs?document=d1');
    expect(screen.getAllByRole('link', { name: /View Q&A Pairs/ })).toHaveLength(1);

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Fund DDQ 2024.docx' }));
    expect(confirm).toHaveBeenCalledWith(
      'Are you sure you want to delete "Fund DDQ 2024.docx"? This action cannot be undone and will also delete all Q&A pairs extracted from this document.',
    );
    expect(await screen.findByText('Document deleted successfully')).toBeTruthy();
    expect(fetch.mock.calls.some(([u, i]) => u === '/api/source-documents/d1' && i?.method === 'DELETE')).toBe(true);
  });

  it('uploads through upload-url → PUT → upload-complete only after the Upload click', async () => {
    const fetch = mockFetch({
      '/api/source-documents/upload-url': { uploadURL: '/api/uploads/t1' },
      '/api/uploads/t1': {},
      '/api/source-documents/upload-complete': { id: 'd9' },
      '/api/source-documents': [],
    });
    renderWithClient(at('/source-documents', <SourceDocuments />));
    fireEvent.click(await screen.findByRole('button', { name: /Upload DDQ Document/ }));
    const file = new File(['hello'], 'Fund.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    fireEvent.change(screen.getByTestId('upload-modal-input'), { target: { files: [file] } });
    expect(fetch.mock.calls.some(([u]) => String(u).includes('upload-url'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Upload 1 file' }));
    expect(await screen.findByText('Upload successful!')).toBeTruthy();
    const calls = fetch.mock.calls
      .map(([u, i]) => `${i?.method ?? 'GET'} ${String(u)}`)
      .filter((c) => !c.startsWith('GET'));
    expect(calls).toEqual([
      'POST /api/source-documents/upload-url',
      'PUT /api/uploads/t1',
      'POST /api/source-documents/upload-complete',
    ]);
    const complete = fetch.mock.calls.find(([u]) => u === '/api/source-documents/upload-complete')!;
    expect(JSON.parse(String(complete[1]?.body))).toMatchObject({
      uploadURL: '/api/uploads/t1',
      originalName: 'Fund.docx',
      fileSize: 5,
    });
  });

  it('refuses files over 50 MB in the modal', async () => {
    mockFetch({ '/api/source-documents': [] });
    renderWithClient(at('/source-documents', <SourceDocuments />));
    fireEvent.click(await screen.findByRole('button', { name: /Upload DDQ Document/ }));
    const big = new File(['x'], 'big.docx');
    Object.defineProperty(big, 'size', { value: 52428801 });
    fireEvent.change(screen.getByTestId('upload-modal-input'), { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toContain('50 MB');
    expect(screen.getByRole('button', { name: 'Upload 1 file' })).toHaveProperty('disabled', true);
  });
});

describe('Knowledge Base', () => {
  const pairs = [
    pairFixture(),
    pairFixture({ id: 'p2', question: 'Who is the auditor?', answer: 'KPMG', confidence: 75, context: 'Section 4' }),
    pairFixture({ id: 'p3', question: 'AUM?', answer: 'USD 2bn', confidence: 50 }),
  ];

  it("fetches one document's pairs with the badge, searches client-side, filters by confidence", async () => {
    const fetch = mockFetch({ '/api/qa-pairs/d1': pairs });
    renderWithClient(at('/qa-pairs?document=d1', <QaPairs />));
    expect(await screen.findByText('Showing 3 of 3 Q&A pairs')).toBeTruthy();
    expect(fetch.mock.calls[0]![0]).toBe('/api/qa-pairs/d1');
    expect(screen.getByTestId('filtered-badge').textContent).toContain('Filtered by document');
    const badges = screen.getAllByTestId('qa-confidence').map((b) => b.className);
    expect(badges[0]).toContain('green');
    expect(badges[1]).toContain('yellow');
    expect(badges[2]).toContain('red');
    expect(screen.getByText('"Section 4"')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search questions and answers' }), {
      target: { value: 'kpmg' },
    });
    expect(screen.getByText('Showing 1 of 3 Q&A pairs')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(screen.getByText('No matching Q&A pairs found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search terms')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });

    fireEvent.click(screen.getByRole('button', { name: 'High Confidence (90%+)' }));
    expect(screen.getByText('Showing 1 of 3 Q&A pairs')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show All (3)' }));
    expect(screen.getByText('Showing 3 of 3 Q&A pairs')).toBeTruthy();
  });

  it('copies the question or a Q:/A: pair', async () => {
    mockFetch({ '/api/qa-pairs': [pairFixture()] });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithClient(at('/qa-pairs', <QaPairs />));
    fireEvent.click(await screen.findByRole('button', { name: /Copy question and answer/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('Q: Is the firm SEC registered?\nA: Yes, since 2010.'));
    fireEvent.click(screen.getByRole('button', { name: /Copy question:/ }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('Is the firm SEC registered?'));
  });

  it('shows the empty knowledge base state', async () => {
    mockFetch({ '/api/qa-pairs': [] });
    renderWithClient(at('/qa-pairs', <QaPairs />));
    expect(await screen.findByText('No Q&A pairs yet')).toBeTruthy();
    expect(screen.getByText('Upload and process some DDQ documents to extract Q&A pairs')).toBeTruthy();
  });
});

describe('Completed DDQs', () => {
  it('shows the empty history and no injection card', async () => {
    mockFetch({ '/api/ddq-completions': [] });
    renderWithClient(at('/ddq-completions', <DdqCompletions />));
    expect(await screen.findByText('No DDQ completions yet. Upload your first blank DDQ to get started.')).toBeTruthy();
    expect(screen.queryByTestId('injection-card')).toBeNull();
  });
});
