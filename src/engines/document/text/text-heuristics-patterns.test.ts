/** The long patterns of text-heuristics.ts, each with a table of what it matches and what it does not. */
import { describe, expect, it } from 'vitest';
import {
  ANSWER_LABEL_RE,
  COMPLETION_DATE_LABEL_RE,
  FILLED_BY_NOTE_RE,
  IMPERATIVES,
  INSERT_PROMPT_RE,
  INTERROGATIVES,
  REQUESTER_BLOCK_RE,
  REQUESTER_PARTY_RE,
  RESPONDENT_PARTY_RE,
  SELECT_PROMPT_RE,
  TEMPLATE_PROMPT_RE,
  TEMPLATE_WORDS,
} from './text-heuristics.js';

const table: [string, RegExp, string[], string[]][] = [
  [
    'ANSWER_LABEL_RE',
    ANSWER_LABEL_RE,
    ['Answer: Yes', 'Response: ____', 'A: Yes, we do.', 'Vendor response - see below', 'Our answer: no', 'Ans– ok'],
    ['Answers are below', 'Vendor: Acme', 'Q: Do you?', 'Response', 'Their response: no'],
  ],
  [
    'IMPERATIVES',
    IMPERATIVES,
    ['Describe your process', 'Please provide the policy', 'Summarize the plan', 'Summarise it', 'Upload the report'],
    ['Provided by the vendor', 'We describe it', 'Please note the date', 'Listing of funds'],
  ],
  [
    'INTERROGATIVES',
    INTERROGATIVES,
    ['Do you encrypt data', 'Might the fund close', 'To what extent is it used', 'In what way', 'Whose approval'],
    ['Doing business as', 'Isolation of data', 'Please describe', 'Whoever signs'],
  ],
  [
    'TEMPLATE_WORDS',
    TEMPLATE_WORDS,
    ['[Insert firm name]', '<Response>', '{details}', '[Detail]', '[Vendor]', '[Click here]'],
    ['[1]', '<42>', '{n/a}', '[Responses]', '[Dated]'],
  ],
  [
    'SELECT_PROMPT_RE',
    SELECT_PROMPT_RE,
    ['Select', 'Select one', 'Please select an option.', 'Select a value', 'select from the list', 'Select from list'],
    ['Selected', 'Select two', 'Select an entry', 'Please select all that apply'],
  ],
  [
    'INSERT_PROMPT_RE',
    INSERT_PROMPT_RE,
    ['Insert details', 'Enter your response here', 'Type the answer.', 'Add comment here', 'Please enter comments'],
    ['Insert', 'Enter your details below', 'Add a response', 'Entered details', 'Insert your name please'],
  ],
  [
    'TEMPLATE_PROMPT_RE',
    TEMPLATE_PROMPT_RE,
    [
      'Click or tap here to enter text.',
      'Click here to enter a date',
      'Choose an item.',
      'Enter response here',
      'Enter your text here.',
      '[Response]',
      'answer',
      '[Insert answer]',
      'Type here.',
      'TBD',
      'tbc',
    ],
    ['Click here', 'Choose an item from the list', 'Enter here', '[Responses]', 'TBD later', 'Yes'],
  ],
  [
    'COMPLETION_DATE_LABEL_RE',
    COMPLETION_DATE_LABEL_RE,
    ['Date', 'Date:', "Today's date", 'Todays date :', 'Date completed', 'Date of submission', 'Completion date'],
    ['Date of incorporation', 'Update', 'Date of last audit', 'Signature date', 'Date completed by'],
  ],
  [
    'REQUESTER_PARTY_RE',
    REQUESTER_PARTY_RE,
    ['the Institution', 'Customers', 'Limited Partners', 'Internal use', 'office use', 'the Requestor'],
    ['the Vendor', 'Supplier', 'Respondent', 'the Manager'],
  ],
  [
    'RESPONDENT_PARTY_RE',
    RESPONDENT_PARTY_RE,
    ['the Vendor', 'Service provider', 'Bidder', 'the Firm', 'Applicant'],
    ['Vendors', 'the Institution', 'Firmware', 'Managers'],
  ],
  [
    'REQUESTER_BLOCK_RE',
    REQUESTER_BLOCK_RE,
    [
      'To be completed by the Institution',
      'To be filled in by Reviewer',
      'To be filled out by the customer',
      'To be answered by vendor',
      'For completion by the school',
      'For use by Procurement',
    ],
    ['To be completed', 'Completed by the Institution', 'For use only', 'To be signed by the Institution'],
  ],
  [
    'FILLED_BY_NOTE_RE',
    FILLED_BY_NOTE_RE,
    [
      "GNRL-11 and GNRL-12; populated by Institution's Information Technology",
      'GNRL-01 through GNRL-15 are completed by the vendor',
      'HR 1 – HR 4: to be filled in by the institution',
      'DCTR-1 to DCTR-9 answered by Reviewer',
      'A&A-01 thru A&A-03 is entered by IT',
    ],
    ['GNRL-11 populated by IT', 'GNRL-11 and GNRL-12', 'Questions 1 through 5 are completed by the vendor'],
  ],
];

describe.each(table)('%s', (_name, re, matching, notMatching) => {
  it.each(matching)('matches %j', (text) => expect(re.test(text)).toBe(true));
  it.each(notMatching)('does not match %j', (text) => expect(re.test(text)).toBe(false));
});
