/** The header and sheet-name patterns of the workbook readers, each with a table of what matches and what does not. */
import { describe, expect, it } from 'vitest';
import { ANSWER_HEAD, DETAIL_HEAD, NUMBER_HEAD, QUESTION_HEAD } from './detect-by-header.js';
import { DETAIL_H, SKIP_SHEET } from './detect-workbook.js';

const table: [string, RegExp, string[], string[]][] = [
  [
    'QUESTION_HEAD',
    QUESTION_HEAD,
    [
      'Question',
      'Questions',
      'Question text',
      'Requirement',
      'Queries',
      'Information requested',
      'Item',
      'Criteria',
      'Control Question',
      'Due Diligence Question',
      'Question/Request',
      'Question & Requirement',
    ],
    ['Question ID', 'Requests', 'Answer', 'Topics', 'Question number', 'Questions answered by'],
  ],
  [
    'ANSWER_HEAD',
    ANSWER_HEAD,
    [
      'Answer',
      'Responses',
      'Replies',
      'Vendor responses',
      'Manager answer',
      'Yes / No',
      'GP Response',
      'Respondent answer',
      'Response (Yes/No/N/A)',
      'Value',
    ],
    ['Answer comments', 'Client response', 'Y/N', 'Response date', 'Investor response (optional)', 'Values'],
  ],
  [
    'DETAIL_HEAD',
    DETAIL_HEAD,
    [
      'Comment',
      'Additional information',
      'Additional comments',
      'Details',
      'Note',
      'Evidence',
      'Remarks',
      'Evidence / Comments',
      'Notes and remarks',
      'Response comments',
      'Vendor notes',
      'If yes, please explain',
      'If no, provide details',
    ],
    ['Comments on answer', 'Additional', 'Explanations'],
  ],
  [
    'NUMBER_HEAD',
    NUMBER_HEAD,
    [
      '#',
      'No.',
      'Num',
      'Reference',
      'Item No.',
      'Item #',
      'S.No',
      'Q',
      'Q.',
      'Q No.',
      'Q#',
      'ID',
      'Ques Num',
      'Question No.',
    ],
    ['Item', 'Question', 'Notes', 'Ref No'],
  ],
  [
    'SKIP_SHEET',
    SKIP_SHEET,
    [
      'Analyst notes',
      'Instructions',
      'Lookup',
      'Lists',
      'Scoring',
      'Change log',
      'Changelog',
      'What is CAIQ',
      'README',
    ],
    ['Questionnaire', 'CAIQ v4', 'Security', 'Blacklisted', 'Sheet1'],
  ],
  [
    'DETAIL_H',
    DETAIL_H,
    ['Additional information', 'Implementation details', 'Comments', 'Notes', 'Justification', 'Remarks'],
    ['Answer', 'Question', 'Noted', 'Status'],
  ],
];

describe.each(table)('%s', (_name, re, matching, notMatching) => {
  it.each(matching)('matches %j', (text) => expect(re.test(text)).toBe(true));
  it.each(notMatching)('does not match %j', (text) => expect(re.test(text)).toBe(false));
});
