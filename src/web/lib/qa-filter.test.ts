import { describe, expect, it } from 'vitest';
import type { TQaPair } from '@contract/index';
import { filterPairs } from './qa-filter';

const pair = (id: string, question: string, answer: string, confidence?: number | null): TQaPair => ({
  id,
  question,
  answer,
  confidence,
  usageCount: 0,
  sourceDocumentId: null,
  sourceDocumentName: null,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
});

const pairs = [
  pair('1', 'Is the firm SEC registered?', 'Yes, since 2010.', 95),
  pair('2', 'Who is the auditor?', 'KPMG audits the fund.', 72),
  pair('3', 'AUM?', 'USD 2bn', undefined),
];

describe('filterPairs', () => {
  it('matches question or answer, case-insensitively', () => {
    expect(filterPairs(pairs, 'sec', false).map((p) => p.id)).toEqual(['1']);
    expect(filterPairs(pairs, 'KPMG', false).map((p) => p.id)).toEqual(['2']);
    expect(filterPairs(pairs, '  ', false)).toHaveLength(3);
  });
  it('keeps only 90%+ with the high-confidence filter; absent confidence counts as 100', () => {
    expect(filterPairs(pairs, '', true).map((p) => p.id)).toEqual(['1', '3']);
  });
});
