/** Section titles told apart from form fields by their words and by what follows them, with tables of examples. */
import { describe, expect, it } from 'vitest';
import { isFieldLabel, isTitleLike, sectionTitleRows, type QuestionLine } from './section-rows.js';

describe('isFieldLabel', () => {
  it.each([
    'Company name',
    'Primary contact',
    'AUM (USD)',
    'RTO (hours)',
    'Headcount (FTE)',
    'Year founded',
    'Contact e-mail',
    'Registered address',
    'Fund administrator',
    'Vendor:',
    'Date of incorporation',
  ])('%j names a value to give', (text) => expect(isFieldLabel(text)).toBe(true));
  it.each([
    'Information Security',
    'GOVERNANCE',
    'Business continuity',
    'Contact information',
    'Environmental, Social and Governance (ESG)',
    'Roles and responsibilities',
  ])('%j does not', (text) => expect(isFieldLabel(text)).toBe(false));
});

describe('isTitleLike', () => {
  it.each([
    'Information Security',
    'GOVERNANCE',
    'Business continuity',
    'RISK MANAGEMENT AND INTERNAL CONTROLS FRAMEWORK',
    'Cyber & Data Protection',
  ])('%j reads as a title', (text) => expect(isTitleLike(text)).toBe(true));
  it.each([
    'Company name',
    'AUM (USD)',
    'Policies are reviewed annually',
    'Please answer every question',
    'Notes on the answers above.',
    'any other comments',
    'Governance, risk management, compliance, conflicts, valuation and reporting',
  ])('%j does not', (text) => expect(isTitleLike(text)).toBe(false));
});

/** Lines from [text, number?, answered?] rows numbered from 2. */
const lines = (rows: [string, string?, boolean?][]): QuestionLine[] =>
  rows.map(([text, number, answered], k) => ({
    row: k + 2,
    text,
    ...(number ? { number } : {}),
    answered: !!answered,
  }));

describe('sectionTitleRows', () => {
  it('a title followed by a question is a section; a field right before a question is not', () => {
    const blank = lines([
      ['Company name'],
      ['Is the firm regulated?'],
      ['Information Security'],
      ['Do you encrypt data at rest?'],
      ['Operations'],
      ['AUM (USD)'],
    ]);
    // "Operations" is followed by a field, not a question: in a blank sheet nothing says it is a title.
    expect([...sectionTitleRows(blank)]).toEqual([4]);
  });

  it('numbers decide: a parent over its child is a section, a row before its sibling never', () => {
    const numbered = lines([
      ['Firm', '1'],
      ['Firm legal name', '1.1'],
      ['Strategy', '1.2'],
      ['Describe the strategy.', '1.3'],
    ]);
    expect([...sectionTitleRows(numbered)]).toEqual([2]);
  });

  it('in a completed sheet an unanswered line over answered ones is a section, an answered field never', () => {
    const completed = lines([
      ['General', undefined, false],
      ['Company name', undefined, true],
      ['Key people', undefined, false],
      ['Who is the CIO?', undefined, true],
      ['Website', undefined, false],
      ['Who is the CFO?', undefined, true],
    ]);
    expect([...sectionTitleRows(completed)]).toEqual([2, 4]);
  });

  it('the last row and a row that asks are never sections', () => {
    expect([...sectionTitleRows(lines([['Describe your controls'], ['Governance']]))]).toEqual([]);
  });
});
