import { describe, expect, it } from 'vitest';
import {
  chooseListOption,
  isPlaceholder,
  looksLikeQuestion,
  optionMentioned,
  parseCheckboxes,
  parseFilledByNote,
  sectionParts,
} from './text-heuristics.js';

describe('placeholders in answer slots', () => {
  it('treat template prompts as blank, so a blank DDQ never looks answered', () => {
    for (const t of [
      '',
      '____',
      '…',
      'Click or tap here to enter text.',
      '[Insert firm name]',
      '<Response>',
      '{answer}',
      'Yes/No',
      'Y / N',
      'Yes/No/N/A',
      'DD/MM/YYYY',
      'Select one',
      'Please select from the list',
      'Enter your response here',
      'Insert details',
      'TBD',
      '[●]',
      '[•]',
      '[...]',
      '[Manager to complete]',
      '<Supplier to provide>',
    ]) {
      expect(isPlaceholder(t), t).toBe(true);
    }
  });

  it('keep real answers, short ones included', () => {
    for (const t of [
      'Yes',
      'No',
      'N/A',
      'Yes. We do.',
      'See attached.',
      '[Redacted]',
      '12',
      'KPMG LLP',
      '2026-03-14',
      'Select Equity Group LP',
    ]) {
      expect(isPlaceholder(t), t).toBe(false);
    }
  });
});

describe('other text rules', () => {
  it('split section numbering from titles', () => {
    expect(sectionParts('Section 2: Operations')).toEqual({ title: 'Operations', number: '2' });
    expect(sectionParts('3.1 Valuation')).toEqual({ title: 'Valuation', number: '3.1' });
  });

  it('read requester notes only when they name the requesting party', () => {
    expect(parseFilledByNote("GNRL-11 and GNRL-12; populated by Institution's IT")?.byRequester).toBe(true);
    expect(parseFilledByNote('GNRL-01 through GNRL-08; populated by the Vendor')?.byRequester).toBe(false);
    const range = parseFilledByNote('ADM-03 to ADM-05: completed by the customer')!;
    expect(['ADM-02', 'ADM-03', 'ADM-05', 'ADM-06', 'XYZ-04'].map(range.covers)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
    expect(parseFilledByNote('Refer to GNRL-01 for details')).toBeNull();
  });

  it('see questions in interrogatives, imperatives and question marks', () => {
    expect(
      ['Describe your AML programme.', 'Is the firm registered?', 'Provide the AUM', 'Firm AUM?'].map(
        looksLikeQuestion,
      ),
    ).toEqual([true, true, true, true]);
    expect(['General Information', 'Vendor Name'].map(looksLikeQuestion)).toEqual([false, false]);
  });
});

describe('which option an answer means', () => {
  const freq = ['Monthly', 'Quarterly', 'Annually', 'Never'];
  it('finds the option said in other words', () => {
    expect(optionMentioned(freq, 'We test restores every quarter, with a report to the board.')).toBe(1);
    expect(optionMentioned(freq, 'Once a year, by an external firm.')).toBe(2);
    expect(optionMentioned(['Daily', 'Weekly'], 'Backups run every day.')).toBe(0);
    expect(optionMentioned(['SOC 2 Type I', 'SOC 2 Type II'], 'We hold a SOC 2 Type II report.')).toBe(1);
  });

  it('does not guess between options the answer names equally, or none', () => {
    expect(optionMentioned(freq, 'Monthly or quarterly, depending on the fund.')).toBe(-1);
    expect(optionMentioned(freq, 'Continuously.')).toBe(-1);
  });

  it('is the last resort after the exact item, Yes/No and a prefix', () => {
    expect(chooseListOption(['Yes', 'No'], 'Yes. Annually.')).toEqual({ index: 0, rest: 'Annually.' });
    expect(chooseListOption(freq, 'Quarterly, since 2020')).toEqual({ index: 1, rest: 'since 2020' });
    expect(chooseListOption(freq, 'Every quarter.')).toEqual({ index: 1, rest: 'Every quarter.' });
    expect(chooseListOption(freq, 'Ad hoc')).toBeNull();
  });
});

describe('checkbox options', () => {
  const read = (t: string) => {
    const b = parseCheckboxes(t);
    return b && { stem: b.stem, labels: b.options.map((o) => o.label), checked: b.options.map((o) => o.checked) };
  };

  it.each([
    ['☐ Yes ☐ No', '', ['Yes', 'No']],
    ['Do you test backups? ☐ Monthly ☐ Quarterly', 'Do you test backups?', ['Monthly', 'Quarterly']],
    ['[ ] Yes - Algorithm: ______ [ ] No', '', ['Yes - Algorithm: ____', 'No']],
  ])('labels after their boxes: %j', (text, stem, labels) => expect(read(text)).toMatchObject({ stem, labels }));

  it.each([
    ['Yes ☐   No ☐', '', ['Yes', 'No']],
    ['1. Do you have a written policy?   Yes ☐   No ☐', '1. Do you have a written policy?', ['Yes', 'No']],
    ['Is it reviewed annually?\tYes ☒\tNo ☐', 'Is it reviewed annually?', ['Yes', 'No']],
    ['Frequency\tMonthly ☐ Quarterly ☐ Not applicable ☐', 'Frequency', ['Monthly', 'Quarterly', 'Not applicable']],
    ['Do you encrypt data at rest Yes [ ] No [ ]', 'Do you encrypt data at rest', ['Yes', 'No']],
  ])('labels before their boxes, nothing after the last: %j', (text, stem, labels) =>
    expect(read(text)).toMatchObject({ stem, labels }),
  );

  it('keeps which box is ticked, wherever the label is', () => {
    expect(read('Is it reviewed annually?  Yes ☒  No ☐')!.checked).toEqual([true, false]);
  });
});
