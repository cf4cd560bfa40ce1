/** The header patterns of a Word table's layout, each with a table of what it matches and what it does not. */
import { describe, expect, it } from 'vitest';
import { ANSWER_HEAD, ID_HEAD, QUESTION_HEAD, SECTION_HEAD } from './table-layout.js';

const table: [string, RegExp, string[], string[]][] = [
  [
    'ID_HEAD',
    ID_HEAD,
    ['#', 'No.', 'Nr', 'Number', 'ID', 'Ref.', 'Reference', 'Item #', 'S.No.', 'S No', 'Question ID', 'Req #'],
    ['Notes', 'Item', 'Question', 'Identifier', 'Ref No', 'Requirement'],
  ],
  ['SECTION_HEAD', SECTION_HEAD, ['Topic', 'Section', 'Domain', 'Part'], ['Sections', 'Subject', 'Partner', 'Area 1']],
  [
    'QUESTION_HEAD',
    QUESTION_HEAD,
    ['Question', 'Requirements', 'Criteria', 'Information requested', 'Control description', 'Subject', 'Severity'],
    ['Answer', 'Response', 'Comments', 'No.', 'Information', 'Yes/No'],
  ],
  [
    'ANSWER_HEAD',
    ANSWER_HEAD,
    [
      'Response',
      'Vendor answer',
      'Yes / No',
      'Y/N',
      'Expiry date',
      'Time frame',
      'Can provide?',
      'Comply',
      'Notes',
      'If yes, please explain',
    ],
    ['Question', 'ID', 'Topic', '#', 'Complies', 'Section'],
  ],
];

describe.each(table)('%s', (_name, re, matching, notMatching) => {
  it.each(matching)('matches %j', (text) => expect(re.test(text)).toBe(true));
  it.each(notMatching)('does not match %j', (text) => expect(re.test(text)).toBe(false));
});
