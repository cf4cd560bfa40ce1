import { describe, expect, it } from 'vitest';
import { splitQuestion } from './question-parts.js';

describe('guidance sentences (built from word lists)', () => {
  const Q = 'Does the firm have a valuation policy?';
  it.each([
    'If so, provide a copy.',
    'If yes, describe it.',
    'If you answered no, explain why.',
    'If there is one, attach it.',
    'Please provide the latest version.',
    'Summarise the main points.',
    'Examples include NAV errors.',
    'E.g. the pricing sources.',
    'For example, level 3 assets.',
    'Such as a committee charter.',
    'This includes side pockets.',
    'Your answer should cover all funds.',
    'Where applicable, name the valuer.',
    'Response must be under 200 words.',
    'Note: answer for the flagship fund.',
    'N/A if not applicable.',
  ])('%j is guidance', (guidance) => {
    expect(splitQuestion(`${Q} ${guidance}`)).toEqual({ core: Q, guidance });
  });

  it.each(['Who approves it?', 'When was it last reviewed?', 'How often are positions priced?'])(
    '%j is asked as well, not guidance',
    (followUp) => {
      expect(splitQuestion(`${Q} ${followUp}`)).toEqual({ core: `${Q} ${followUp}`, guidance: '' });
    },
  );
});
