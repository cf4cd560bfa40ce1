import { describe, expect, it } from 'vitest';
import { HAS_REFERENCE, resolveReferences } from './cross-references.js';
import type { Item } from '../types.js';

const item = (index: number, key: { id?: string; number?: string }, answer?: string): Item => ({
  index,
  ...key,
  sectionIndex: null,
  question: `Question ${index}`,
  kind: 'text',
  slot: { type: 'none' },
  confidence: 0.9,
  ...(answer ? { answer } : {}),
});

describe('answers that point at other answers', () => {
  it('replace the reference with the words it points at, keeping one Yes', () => {
    const items = [
      item(0, { id: 'IPY-01.1' }, 'Yes. We offer a documented REST API for exports.'),
      item(1, { id: 'IPY-01.2' }, 'Yes. Please see IPY-01.1.'),
      item(2, { id: 'GNRL-06' }, 'See GNRL-08 for our contact information.'),
      item(3, { id: 'GNRL-08' }, 'Write to security@example.com.'),
      item(4, { number: '3.2' }, 'No. Refer to our response to question 3.1 for details.'),
      item(5, { number: '3.1' }, 'No. Client data never leaves the EU.'),
    ];
    const out = resolveReferences(items);
    expect(out.get(1)).toBe('Yes. We offer a documented REST API for exports.');
    expect(out.get(2)).toBe('Write to security@example.com.');
    expect(out.get(4)).toBe('No. Client data never leaves the EU.');
    expect(out.get(0)).toBe('Yes. We offer a documented REST API for exports.');
  });

  it('follow chains, and leave loops, self-references, unknown targets and bare Yes targets as written', () => {
    const items = [
      item(0, { id: 'A-01' }, 'Yes. See A-02.'),
      item(1, { id: 'A-02' }, 'Yes. See A-03.'),
      item(2, { id: 'A-03' }, 'Yes. Backups are encrypted with AES-256.'),
      item(3, { id: 'B-01' }, 'See B-02.'),
      item(4, { id: 'B-02' }, 'See B-01.'),
      item(5, { id: 'C-01' }, 'Yes. See C-01.'),
      item(6, { id: 'D-01' }, 'Yes. See ZZ-99 for details.'),
      item(7, { id: 'E-01' }, 'Yes'),
      item(8, { id: 'E-02' }, 'Yes. See E-01.'),
    ];
    const out = resolveReferences(items);
    expect(out.get(0)).toBe('Yes. Backups are encrypted with AES-256.');
    expect(out.get(3)).toBe('See B-02.');
    expect(out.get(4)).toBe('See B-01.');
    expect(out.get(5)).toBe('Yes. See C-01.');
    expect(out.get(6)).toBe('Yes. See ZZ-99 for details.');
    expect(out.get(8)).toBe('Yes. See E-01.');
  });
});

describe('HAS_REFERENCE: a sentence pointing at another answer', () => {
  it.each([
    'Please see IPY-01.1.',
    'See GNRL-08 for our contact information.',
    'Refer to our response to question 3.2',
    'Refer to question 3',
    'As stated in Q 4.1',
    'as described in the answers at item HR-3',
    'As per the reply for 2.1.3',
  ])('matches %j', (text) => expect(HAS_REFERENCE.test(text)).toBe(true));
  it.each(['See below.', 'Please see the attached policy.', 'Refer to 3', 'Seen GNRL-08', 'See IPY-01.1b2'])(
    'does not match %j',
    (text) => expect(HAS_REFERENCE.test(text)).toBe(false),
  );
});
