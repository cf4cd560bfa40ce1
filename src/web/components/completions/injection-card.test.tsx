import { describe, expect, it } from 'vitest';
import { completionFixture } from '@web/test-fixtures';
import { injectedMessage, sourceLabel } from './injection-card';

describe('answer injection texts', () => {
  it('says how many questions were filled and how many answers were kept', () => {
    expect(injectedMessage({ total: 12, filled: 9, kept: 0 })).toBe(
      'Answers successfully injected! Document downloaded. I filled 9 of 12 questions.',
    );
    expect(injectedMessage({ total: 1, filled: 0, kept: 1 })).toBe(
      'Answers successfully injected! Document downloaded. I filled 0 of 1 question, and kept the 1 answer already in your copy.',
    );
  });

  it('tells apart two sources with the same name and date by time and answered count', () => {
    const a = completionFixture({
      id: 'a',
      originalName: 'DDQ.docx',
      createdAt: '2026-11-22T09:05:00Z',
      answeredQuestions: 10,
      totalQuestions: 12,
    });
    const b = completionFixture({
      id: 'b',
      originalName: 'DDQ.docx',
      createdAt: '2026-11-22T15:40:00Z',
      answeredQuestions: 7,
      totalQuestions: 12,
    });
    const c = completionFixture({ id: 'c', originalName: 'Other.docx', createdAt: '2026-11-22T15:40:00Z' });
    expect(sourceLabel(a, [a, b, c])).not.toBe(sourceLabel(b, [a, b, c]));
    expect(sourceLabel(a, [a, b, c])).toContain('10/12 answered');
    expect(sourceLabel(c, [a, b, c])).not.toContain('answered');
  });
});
