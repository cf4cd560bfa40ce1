import { describe, expect, it } from 'vitest';
import { usage } from './hygiene-group';

describe('how often a pair was picked, beside the badge of the one I use', () => {
  it('never says "used 0×" next to "In use"', () => {
    expect(usage(0, true)).toBe('not picked for an answer yet');
    expect(usage(1, true)).toBe('picked for 1 answer so far');
    expect(usage(3, false)).toBe('picked for 3 answers before; not used now');
    expect(usage(0, false)).toBe('not used now');
  });
});
