import { describe, expect, it } from 'vitest';
import { findConflicts, type ConsistencyItem } from './consistency';

const item = (index: number, question: string, answer: string | null, section?: string): ConsistencyItem => ({
  index,
  question,
  answer,
  section,
});

describe('findConflicts', () => {
  it('flags the same question answered Yes in one place and No in another, on both items', () => {
    const conflicts = findConflicts([
      item(0, 'Is client data encrypted at rest?', 'Yes, AES-256.'),
      item(1, 'Do you have a business continuity plan?', 'Yes.'),
      item(7, '12.3 Is client data encrypted at rest?', 'No.'),
    ]);
    expect(conflicts.map((c) => [c.index, c.kind, c.with, c.mine, c.theirs])).toEqual([
      [0, 'yes_no', { type: 'item', index: 7 }, 'Yes', 'No'],
      [7, 'yes_no', { type: 'item', index: 0 }, 'No', 'Yes'],
    ]);
  });

  it('flags near-identical questions with opposite answers', () => {
    const conflicts = findConflicts([
      item(0, 'Does the firm carry cyber insurance coverage?', 'Yes'),
      item(1, 'Does the firm carry cyber insurance coverage currently?', 'No'),
    ]);
    expect(conflicts).toHaveLength(2);
  });

  it('flags two different figures for assets under management, however they are written', () => {
    const conflicts = findConflicts([
      item(0, 'What is the firm’s total AUM?', 'USD 4.2 billion as of 31 March 2026.'),
      item(1, 'Describe the firm.', 'Founded in 2005, we manage $3.8bn in assets under management.'),
      item(2, 'Assets under management (firm-wide)', '$4,200 million'),
    ]);
    expect(
      conflicts.filter((c) => c.kind === 'figure').map((c) => [c.index, c.with, c.subject, c.mine, c.theirs]),
    ).toEqual([
      [0, { type: 'item', index: 1 }, 'assets under management', 'USD 4.2 billion', '$3.8bn'],
      [1, { type: 'item', index: 0 }, 'assets under management', '$3.8bn', 'USD 4.2 billion'],
      [1, { type: 'item', index: 2 }, 'assets under management', '$3.8bn', '$4,200 million'],
      [2, { type: 'item', index: 1 }, 'assets under management', '$4,200 million', '$3.8bn'],
    ]);
  });

  it('flags two headcounts, but not a year', () => {
    const conflicts = findConflicts([
      item(0, 'How many employees does the firm have?', 'In 2024 we had 120.'),
      item(1, 'Describe your organisation.', 'We have 95 full-time employees.'),
      item(2, 'What is the total number of employees?', 'From 3 offices, 95 employees serve our clients.'),
    ]);
    expect(conflicts.map((c) => [c.index, c.mine, c.theirs])).toEqual([
      [0, '120', '95'],
      [0, '120', '95'],
      [1, '95', '120'],
      [2, '95', '120'],
    ]);
  });

  it('raises no false alarm on answers that merely share a topic', () => {
    expect(
      findConflicts([
        item(0, 'Is data encrypted at rest?', 'Yes, AES-256.'),
        item(1, 'Is data encrypted in transit?', 'No, only inside our private network.'),
        item(2, 'Do you use subcontractors?', 'Yes'),
        item(3, 'Do you use subcontractors for IT support?', 'No'),
        item(4, 'What is the AUM of the flagship fund?', '$1.2bn'),
        item(5, 'What is the AUM of the credit strategy?', '$300m'),
        item(6, 'What is the firm’s total AUM?', '$4.2bn'),
        item(7, 'Is it audited?', 'Yes', 'Fund A'),
        item(8, 'Is it audited?', 'No', 'Fund B'),
        item(9, 'Is data encrypted at rest?', null),
      ]),
    ).toEqual([]);
  });

  it('flags an answer that contradicts the firm’s newest knowledge, not an older pair', () => {
    const knowledge = [
      { id: 'old', question: 'Is client data encrypted at rest?', answer: 'No.', createdAt: new Date('2023-01-01') },
      {
        id: 'new',
        question: 'Is client data encrypted at rest?',
        answer: 'Yes, AES-256.',
        createdAt: new Date('2025-01-01'),
      },
      { id: 'aum-old', question: 'Firm AUM?', answer: '$3.1bn', createdAt: new Date('2023-01-01') },
      { id: 'aum-new', question: 'Firm AUM?', answer: '$4.2bn', createdAt: new Date('2025-06-30') },
    ];
    const conflicts = findConflicts(
      [item(0, 'Is client data encrypted at rest?', 'No'), item(1, 'What is your AUM?', '$3.1bn')],
      knowledge,
    );
    expect(
      conflicts.map((c) => [c.index, c.kind, c.with.type === 'knowledge' ? c.with.pairId : null, c.mine, c.theirs]),
    ).toEqual([
      [0, 'yes_no', 'new', 'No', 'Yes'],
      [1, 'figure', 'aum-new', '$3.1bn', '$4.2bn'],
    ]);
    // The answer taken from the newest pair itself is no conflict.
    expect(
      findConflicts(
        [{ ...item(0, 'Is client data encrypted at rest?', 'Yes, AES-256.'), sourcePairIds: ['new'] }],
        knowledge,
      ),
    ).toEqual([]);
  });
});
