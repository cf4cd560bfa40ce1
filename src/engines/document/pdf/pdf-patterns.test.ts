/** The long patterns of the PDF readers (table headers, question starts), each with a table of examples. */
import { describe, expect, it } from 'vitest';
import { ANSWER_HEAD, ID_HEAD, QUESTION_HEAD } from './table-header.js';
import { QUESTION_START } from './layout-read.js';

const table: [string, RegExp, string[], string[]][] = [
  [
    'ID_HEAD',
    ID_HEAD,
    ['#', 'No. #', 'N°', 'Ref No.', 'Ref #', 'Item', 'Item No', 'Q No.', 'Q#', 'Control ID', 'Requirement #'],
    ['Q', 'Question', 'Notes', 'Items'],
  ],
  [
    'QUESTION_HEAD',
    QUESTION_HEAD,
    ['Question', 'Security requirements', 'Information required', 'Request'],
    ['Requests', 'Questionnaire', 'Answer', 'Required information'],
  ],
  [
    'ANSWER_HEAD',
    ANSWER_HEAD,
    ['Answer', 'Vendor responses', 'Comments', 'Implementation description', 'Remark'],
    ['Answered', 'Question', 'Description', 'Implementation'],
  ],
  [
    'QUESTION_START',
    QUESTION_START,
    ['3.2 Do you', '1.10.4. Describe', 'GNRL-01 Is', 'A&A-01.1a Has', 'Question 4: What', 'Q12. Are', 'q) Who'],
    ['1) Yes', '3 Do you', 'gnrl-01 Is', '3.2', 'Question four: x'],
  ],
];

describe.each(table)('%s', (_name, re, matching, notMatching) => {
  it.each(matching)('matches %j', (text) => expect(re.test(text)).toBe(true));
  it.each(notMatching)('does not match %j', (text) => expect(re.test(text)).toBe(false));
});
