import { describe, expect, it } from 'vitest';
import { combineLimits, countWords, fitToLimit, limitInQuestion, shortenedNote, withoutLimitWords } from './limits';

describe('limitInQuestion: limits a questionnaire writes into its questions', () => {
  it.each([
    ['Describe your ESG approach (max 250 words).', { words: 250 }],
    ['Describe your ESG approach. Maximum of 1,000 characters.', { chars: 1000 }],
    ['Summarise the strategy in no more than 100 words.', { words: 100 }],
    ['Outline the team (500 characters)', { chars: 500 }],
    ['Explain your process in 50 words or less.', { words: 50 }],
    ['Provide an overview: 300-word limit.', { words: 300 }],
    ['Word limit: 150. Describe the firm.', { words: 150 }],
    ['Up to 200 words; not to exceed 1200 characters.', { words: 200, chars: 1200 }],
  ])('%s', (text, expected) => {
    expect(limitInQuestion(text)).toEqual(expected);
  });

  it.each([
    'How many employees does the firm have?',
    'Describe the 3 largest positions in words a layperson understands.',
    'List the top 10 clients by assets.',
  ])('sets no limit on %s', (text) => {
    expect(limitInQuestion(text)).toBeUndefined();
  });

  it("keeps the tighter of the document's and the question's limits", () => {
    expect(combineLimits({ chars: 500 }, { words: 50, chars: 800 })).toEqual({ words: 50, chars: 500 });
    expect(combineLimits(undefined, { words: 5 })).toEqual({ words: 5 });
  });
});

describe('fitToLimit', () => {
  const answer =
    'We have a written ESG policy. It was adopted in 2019 and is reviewed every year. The investment committee applies it to every deal.';

  it('leaves an answer within its limit as it is', () => {
    expect(fitToLimit(answer, { words: 100 })).toEqual({ text: answer, shortened: false, cutWords: 0 });
  });

  it('cuts at a sentence boundary and counts what was cut', () => {
    const fitted = fitToLimit(answer, { words: 18 });
    expect(fitted.text).toBe('We have a written ESG policy. It was adopted in 2019 and is reviewed every year.');
    expect(fitted.shortened).toBe(true);
    expect(countWords(fitted.text)).toBeLessThanOrEqual(18);
    expect(fitted.cutWords).toBe(countWords(answer) - countWords(fitted.text));
  });

  it('cuts by characters too', () => {
    const fitted = fitToLimit(answer, { chars: 40 });
    expect(fitted.text).toBe('We have a written ESG policy.');
    expect(fitted.text.length).toBeLessThanOrEqual(40);
  });

  it('falls back to whole words and an ellipsis when the first sentence alone is too long, still within the limit', () => {
    const fitted = fitToLimit(answer, { chars: 20 });
    expect(fitted.text).toBe('We have a written…');
    expect(fitted.text.length).toBeLessThanOrEqual(20);
    expect(fitted.shortened).toBe(true);
  });

  it('says what was cut', () => {
    expect(shortenedNote({ words: 250 }, 12)).toBe(
      'Shortened to fit the 250-word limit (12 words cut): check it still says what it must.',
    );
  });
});

describe('withoutLimitWords: a limit is not part of what is asked', () => {
  it.each([
    ['Describe your ESG approach (max 250 words).', 'Describe your ESG approach.'],
    ['Describe your ESG approach. Maximum of 1,000 characters.', 'Describe your ESG approach.'],
    ['Summarise the strategy in no more than 100 words.', 'Summarise the strategy.'],
    ['Explain your process in 50 words or less.', 'Explain your process.'],
    ['Is the firm registered with the SEC?', 'Is the firm registered with the SEC?'],
  ])('%s', (text, expected) => {
    expect(withoutLimitWords(text)).toBe(expected);
  });
});
