/** The outline rule of the Word paragraph flow: which number comes next after another. */
import { describe, expect, it } from 'vitest';
import { nextInOutline } from './paragraph-rules.js';

describe('nextInOutline', () => {
  it.each([
    ['1.1', '1.2'],
    ['1', '1.1'],
    ['1.3', '2.1'],
    ['1.2.4', '1.3'],
    ['1.2.4', '2.1.1'],
    ['2.', '2.1'],
  ])('%s is followed by %s', (prev, cur) => expect(nextInOutline(prev, cur)).toBe(true));

  it.each([
    ['1.1', '1.3'],
    ['1.1', '1.1'],
    ['1.3', '2.2'],
    ['1', '1.2'],
    ['1.2', '1.1'],
    ['2.1', '1.2'],
    ['1.1', 'a'],
  ])('%s is not followed by %s', (prev, cur) => expect(nextInOutline(prev, cur)).toBe(false));
});
