import { describe, expect, it } from 'vitest';
import { agingFacts, asOf, statedDateInAnswer, staleNote, windowAsOf } from './as-of';

describe('agingFacts: figures that are true on the day they were stated', () => {
  it.each([
    ['The firm manages USD 4.2 billion in assets under management.', 'assets'],
    ['AUM was $1.3bn at year end.', 'assets'],
    ['We employ 120 full-time employees across three offices.', 'headcount'],
    ['Headcount of 85 as at March.', 'headcount'],
    ['We serve 230 institutional clients.', 'clients'],
    ['Our last penetration test was completed in March 2024 by an external firm.', 'last-event'],
    ['The most recent SOC 2 audit covered the period to Q4 2023.', 'last-event'],
  ])('%s', (answer, kind) => {
    expect(agingFacts(answer).map((f) => f.kind)).toContain(kind);
  });

  it.each([
    'Yes. We have a written information security policy, reviewed annually.',
    'All data is encrypted at rest with AES-256.',
    'The firm was founded in 2009 by two partners.',
    'Yes, MFA is required for all remote access.',
  ])('finds nothing that ages in %s', (answer) => {
    expect(agingFacts(answer)).toEqual([]);
  });
});

describe('statedDateInAnswer', () => {
  it.each([
    ['AUM of $2bn as of 31 March 2024.', '2024-03-31'],
    ['AUM of $2bn as at March 31, 2024.', '2024-03-31'],
    ['As of 2023-12-31 we had 40 employees.', '2023-12-31'],
    ['As of June 2024 we manage $3bn.', '2024-06-30'],
    ['As at Q1 2024, AUM was $3bn.', '2024-03-31'],
    ['As at 30/06/2023 AUM was $3bn.', '2023-06-30'],
  ])('%s', (answer, iso) => {
    expect(statedDateInAnswer(answer)?.toISOString().slice(0, 10)).toBe(iso);
  });

  it('reads no date from an answer that names none', () => {
    expect(statedDateInAnswer('We manage $3bn for 40 clients.')).toBeNull();
  });
});

describe('asOf: the freshness window', () => {
  const now = new Date('2026-11-01T00:00:00Z');
  const aum = 'Assets under management were USD 2.1 billion.';

  it('a figure stated within the window is fresh and carries its date', () => {
    const a = asOf(aum, new Date('2026-03-31'), null, { months: 12, now });
    expect(a).toMatchObject({ stale: false });
    expect(a?.statedOn.toISOString().slice(0, 10)).toBe('2026-03-31');
  });

  it('a figure older than the window is stale; confirming it makes it fresh again', () => {
    expect(asOf(aum, new Date('2024-03-31'), null, { months: 12, now })?.stale).toBe(true);
    expect(asOf(aum, new Date('2024-03-31'), new Date('2026-10-01'), { months: 12, now })?.stale).toBe(false);
  });

  it('the date the answer names wins over a later document date', () => {
    const a = asOf('AUM of $2bn as of 31 March 2024.', new Date('2026-06-01'), null, { months: 12, now });
    expect(a?.stale).toBe(true);
    expect(staleNote(a!.statedOn)).toBe('stated on 2024-03-31: confirm it is still true');
  });

  it('an answer with nothing that ages has no date to confirm', () => {
    expect(asOf('Yes, we have a BCP.', new Date('2015-01-01'), null, { months: 12, now })).toBeNull();
  });
});

describe('windowAsOf: a question over a window that ends today', () => {
  const now = new Date('2026-11-01T00:00:00Z');
  const breach = 'Have you had a data breach in the last 12 months?';

  it('an answer given more than a quarter of the window ago no longer covers it', () => {
    expect(windowAsOf(breach, new Date('2025-04-01'), null, { months: 12, now })?.stale).toBe(true);
    expect(windowAsOf(breach, new Date('2026-09-01'), null, { months: 12, now })?.stale).toBe(false);
    // Confirmed since: fresh again.
    expect(windowAsOf(breach, new Date('2025-04-01'), new Date('2026-10-15'), { months: 12, now })?.stale).toBe(false);
  });

  it("a longer window moves on more slowly, but never past the firm's freshness window", () => {
    const tenYears = 'Has the firm been subject to litigation in the past ten years?';
    expect(windowAsOf(tenYears, new Date('2026-02-01'), null, { months: 12, now })?.stale).toBe(false);
    expect(windowAsOf(tenYears, new Date('2025-04-01'), null, { months: 12, now })?.stale).toBe(true);
  });

  it('a question with no window has nothing to date', () => {
    expect(windowAsOf('Do you have a documented BCP?', new Date('2015-01-01'), null, { months: 12, now })).toBeNull();
  });
});

describe('aging facts built from word lists', () => {
  it.each([
    ['The firm has USD 4.2bn in assets under management.', 'assets'],
    ['AUM was £1.1 billion at year end.', 'assets'],
    ['Total fund commitments of EUR 300 million.', 'assets'],
    ['We have 45 full-time employees.', 'headcount'],
    ['The team has 12 investment professionals.', 'headcount'],
    ['Headcount of 45 across three offices.', 'headcount'],
    ['We serve 230 institutional clients.', 'clients'],
    ['The fund has 14 limited partners.', 'clients'],
    ['Our last penetration test was in March 2024.', 'last-event'],
    ['The audit was completed in 2023.', 'last-event'],
  ])('%j states %s', (answer, kind) => {
    expect(agingFacts(answer).map((f) => f.kind)).toContain(kind);
  });

  it.each([
    'Yes. Our policy is reviewed annually.',
    'Employees receive training every year.',
    'Clients may request a copy of the report.',
    'Penetration tests are run by an outside firm.',
  ])('%j states no figure that ages', (answer) => {
    expect(agingFacts(answer)).toEqual([]);
  });
});
