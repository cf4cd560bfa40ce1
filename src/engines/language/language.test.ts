import { describe, expect, it } from 'vitest';
import {
  anyOf,
  answerPolarity,
  formQuestionKind,
  leadingYesNo,
  QUESTION_NUMBERING,
  questionKind,
  withoutLeadingYesNo,
} from './index.js';

describe('Yes / No / N/A at the start of an answer', () => {
  it.each([
    ['Yes. We encrypt all data at rest.', 'yes', 'yes'],
    ['no - not at present', 'no', 'no'],
    ['\u00a0Yes', 'yes', 'yes'],
    ['1) Yes, quarterly', null, 'yes'],
    ['b) No', null, 'no'],
    ['N/A', 'na', null],
    ['Not applicable to our firm', 'na', null],
    ['Nothing to report', null, null],
    ['Yesterday', null, null],
  ])('%j: leadingYesNo %j, answerPolarity %j', (text, leading, polarity) => {
    expect(leadingYesNo(text)).toBe(leading);
    expect(answerPolarity(text)).toBe(polarity);
  });

  it('strips the leading Yes / No / N/A', () => {
    expect(withoutLeadingYesNo('Yes. We encrypt.')).toBe('We encrypt.');
    expect(withoutLeadingYesNo('N/A - no funds')).toBe('no funds');
  });
});

describe('the kind of answer a question expects', () => {
  it.each([
    // question, options, a form's reading, the words' reading
    ['Do you have a business continuity plan?', undefined, 'yes_no', 'yes_no'],
    ['Preferred contact method', ['Yes', 'No'], 'yes_no', 'text'],
    ['Frequency of testing', ['Monthly', 'Quarterly'], 'choice', 'text'],
    ['Date of last audit', undefined, 'date', 'date'],
    ['How many employees does the firm have?', undefined, 'number', 'number'],
    ['Confirm whether the firm is regulated.', undefined, 'text', 'yes_no'],
    ['Select the applicable regulator', undefined, 'text', 'choice'],
    ['Please describe your investment process.', undefined, 'text', 'text'],
  ] as const)('%j', (question, options, form, words) => {
    expect(formQuestionKind(question, options ? [...options] : undefined)).toBe(form);
    expect(questionKind(question)).toBe(words);
  });
});

describe('QUESTION_NUMBERING: numbering and ids in front of a question', () => {
  it.each([
    ['Q3. Do you', 'Q3. '],
    ['COMP-02 Is it', 'COMP-02 '],
    ['1.2) Are you', '1.2) '],
    ['(a) Do you', '(a) '],
    ['iv. Has it', 'iv. '],
    ['Question 4: What', 'Question 4: '],
    ['  3. a) Which', '  3. a) '],
  ])('takes %j off (as %j)', (text, match) => expect(QUESTION_NUMBERING.exec(text)?.[0]).toBe(match));
  it.each(['Do you', 'Describe', 'COMP02 x', 'Is it', 'iv Has'])('leaves %j alone', (text) =>
    expect(QUESTION_NUMBERING.test(text)).toBe(false),
  );
});

describe('anyOf', () => {
  it('makes one non-capturing group of a word list', () => {
    expect(anyOf(['yes', 'no', 'n\\/?a'])).toBe('(?:yes|no|n\\/?a)');
    expect(new RegExp(`^${anyOf(['yes', 'no'])}$`).test('no')).toBe(true);
  });
});
