import { describe, expect, it } from 'vitest';
import { keepSelection, keyCommand, moveSelection } from './workspace-keys';
import { filterCounts, findFilter, reviewProgress, WORKSPACE_FILTERS } from './workspace-filters';
import { placeSearch, readPlace } from './workspace-location';
import { bulkApprovedMessage } from './use-bulk-approve';
import { reviewCopyText } from './review-copy-text';
import type { TReviewItem } from '@contract/index';

describe('the workspace keyboard', () => {
  it.each([
    ['j', { type: 'next' }],
    ['ArrowDown', { type: 'next' }],
    ['k', { type: 'previous' }],
    ['ArrowUp', { type: 'previous' }],
    ['a', { type: 'approve' }],
    ['A', { type: 'approveAndNext' }],
    ['e', { type: 'edit' }],
    ['r', { type: 'regenerate' }],
    ['3', { type: 'pick', candidate: 3 }],
    ['x', { type: 'toggleSelect' }],
    ['b', { type: 'bulkApprove' }],
    ['u', { type: 'undo' }],
    ['5', null],
    ['q', null],
  ])('%s → %j', (key, command) => expect(keyCommand({ key }, false)).toEqual(command));

  it('leaves keys alone while typing or with a modifier (the browser keeps Ctrl+A, Cmd+R)', () => {
    expect(keyCommand({ key: 'j' }, true)).toBeNull();
    expect(keyCommand({ key: 'a', ctrlKey: true }, false)).toBeNull();
    expect(keyCommand({ key: 'r', metaKey: true }, false)).toBeNull();
  });

  it('moves through the shown answers, stopping at the ends', () => {
    const ids = ['a', 'b', 'c'];
    expect(moveSelection(ids, 'a', 1)).toBe('b');
    expect(moveSelection(ids, 'c', 1)).toBe('c');
    expect(moveSelection(ids, 'a', -1)).toBe('a');
    expect(moveSelection(ids, null, 1)).toBe('a');
    expect(moveSelection(ids, 'gone', -1)).toBe('a');
    expect(moveSelection([], 'a', 1)).toBeNull();
    expect(keepSelection(ids, 'b')).toBe('b');
    expect(keepSelection(ids, 'z')).toBe('a');
  });
});

const item = (over: Partial<TReviewItem>): TReviewItem =>
  ({
    id: 'i',
    outcome: 'answered',
    answer: 'Yes',
    status: 'generated',
    confidence: 95,
    fallback: false,
    edited: false,
    approved: false,
    ...over,
  }) as TReviewItem;

describe('the workspace filters and progress', () => {
  it('counts each filter and the reviewed answers', () => {
    const items = [
      item({ id: '1' }),
      item({ id: '2', outcome: 'draft', confidence: 65 }),
      item({ id: '3', approved: true, edited: true }),
      item({ id: '4', outcome: 'none', answer: null, status: 'failed' }),
    ];
    expect(filterCounts(items, {})).toEqual({
      all: 4,
      answered: 2,
      draft: 1,
      none: 1,
      low: 1,
      edited: 1,
      approved: 1,
      'to-review': 3,
    });
    expect(reviewProgress(items)).toEqual({ reviewed: 1, total: 4 });
    expect(findFilter('nonsense').id).toBe('all');
    expect(WORKSPACE_FILTERS.map((f) => f.id)).toContain('approved');
  });

  it('keeps the place in the address, the default filter left out', () => {
    expect(placeSearch({ filter: 'all', item: 'i3' })).toBe('?item=i3');
    expect(placeSearch({ filter: 'draft', item: null })).toBe('?filter=draft');
    expect(readPlace('c1', '?filter=low&item=i9')).toEqual({ filter: 'low', item: 'i9' });
  });
});

describe('what the workspace says', () => {
  it('after a bulk approval', () => {
    expect(bulkApprovedMessage({ approved: [{ id: 'a', previousOutcome: 'answered' }], skipped: 0 })).toBe(
      'Approved 1 answer.',
    );
    expect(bulkApprovedMessage({ approved: [], skipped: 2 })).toMatch(
      /^Nothing new to approve\. 2 answers left as they were/,
    );
  });

  it('about the review copy, by the file reviewed', () => {
    expect(reviewCopyText('a.docx')).toContain('Word comment');
    expect(reviewCopyText('a.xlsx')).not.toContain('Word comment');
    expect(reviewCopyText('a.pdf')).toContain('fillable PDF');
  });
});
