import { describe, expect, it } from 'vitest';
import { resultsMessage, type ResultsFigures } from './results-message';

const message = (r: Omit<ResultsFigures, 'drafts' | 'draftsInCleanCopy'> & Partial<ResultsFigures>) =>
  resultsMessage({ drafts: 0, draftsInCleanCopy: false, ...r });

describe('the results message', () => {
  it('says what I answered and what is left blank', () => {
    expect(message({ name: 'DDQ.docx', total: 10, answered: 9, kept: 0, accuracy: 87.4 })).toBe(
      'I answered 9 of 10 questions in "DDQ.docx" (average confidence 87%). 1 had no suitable answer in your knowledge base and is left blank for you. Download the completed document to review it?',
    );
    expect(message({ name: 'DDQ.docx', total: 4, answered: 4, kept: 0, accuracy: 99 })).toBe(
      'I answered 4 of 4 questions in "DDQ.docx" (average confidence 99%). Download the completed document to review it?',
    );
  });

  it('counts the answers kept from the document apart from mine', () => {
    expect(message({ name: 'DDQ.docx', total: 12, answered: 11, kept: 2, accuracy: 91 })).toBe(
      '2 of the 12 questions in "DDQ.docx" were already answered in the document: I kept those answers as written. ' +
        'I answered 9 of the other 10 (average confidence 91%). 1 had no suitable answer in your knowledge base and is left blank for you. Download the completed document to review it?',
    );
    expect(message({ name: 'DDQ.docx', total: 5, answered: 2, kept: 2, accuracy: 100 })).toContain(
      'I answered 0 of the other 3. 3 had no suitable answer',
    );
  });

  it('points to Training Documents when every question was already answered', () => {
    expect(message({ name: 'Old DDQ.xlsx', total: 3, answered: 3, kept: 3, accuracy: 100 })).toBe(
      'All 3 questions in "Old DDQ.xlsx" were already answered in the document, so I kept them as written and had nothing to add. To teach me these answers, upload it under Training Documents. Download the completed document to review it?',
    );
  });

  it('counts the drafts to check apart, and says whether they are in the download', () => {
    expect(message({ name: 'DDQ.docx', total: 10, answered: 6, drafts: 3, kept: 0, accuracy: 88 })).toBe(
      'I answered 6 of 10 questions in "DDQ.docx" (average confidence 88%). 3 are drafts to check before sending: marked in the review copy, and left out of the download until a reviewer approves them. ' +
        '1 had no suitable answer in your knowledge base and is left blank for you. Download the completed document to review it?',
    );
    expect(
      message({ name: 'DDQ.docx', total: 2, answered: 0, drafts: 1, kept: 0, accuracy: 0, draftsInCleanCopy: true }),
    ).toBe(
      'I answered 0 of 2 questions in "DDQ.docx". 1 is a draft to check before sending: marked in the review copy, and already in the download. ' +
        '1 had no suitable answer in your knowledge base and is left blank for you. Download the completed document to review it?',
    );
    expect(message({ name: 'DDQ.docx', total: 12, answered: 9, drafts: 2, kept: 2, accuracy: 91 })).toContain(
      'I answered 7 of the other 10 (average confidence 91%). 2 are drafts to check before sending',
    );
  });
});

describe('the results message and the consistency check', () => {
  it('counts the answers that contradict another answer or the newest knowledge', () => {
    expect(message({ name: 'DDQ.docx', total: 4, answered: 4, kept: 0, accuracy: 90, conflicts: 2 })).toBe(
      'I answered 4 of 4 questions in "DDQ.docx" (average confidence 90%). 2 answers contradict another answer or your newest knowledge: flagged on the review screen and in the review copy. Download the completed document to review it?',
    );
    expect(message({ name: 'DDQ.docx', total: 4, answered: 4, kept: 0, accuracy: 90, conflicts: 1 })).toContain(
      '1 answer contradicts another answer',
    );
    expect(message({ name: 'DDQ.docx', total: 4, answered: 4, kept: 0, accuracy: 90, conflicts: 0 })).not.toContain(
      'contradict',
    );
  });
});
