/** The three common layouts (table, numbered, form) plus a "real-world" mix, each blank or completed. */
import { buildDocx, cell, contentControl, para, run, table } from './word-xml.js';

export interface FixtureQuestion {
  id: string;
  number: string;
  section: string;
  question: string;
  answer: string;
  guidance?: string;
}

export const QUESTIONS: FixtureQuestion[] = [
  { id: 'GOV-01', number: '1.1', section: 'Governance', question: 'Does your firm have a documented ESG policy?', answer: 'Yes. The policy is reviewed annually by the board.' },
  { id: 'GOV-02', number: '1.2', section: 'Governance', question: 'Describe your firm’s ownership structure.', answer: 'Employee-owned (62%) and a minority investor (38%).\nNo single holder above 25%.', guidance: 'Include any holder above 10%.' },
  { id: 'GOV-03', number: '1.3', section: 'Governance', question: 'Firm Name', answer: 'Acme Capital LLP' },
  { id: 'SEC-01', number: '2.1', section: 'Security', question: 'Is data encrypted at rest?', answer: 'No' },
  { id: 'SEC-02', number: '2.2', section: 'Security', question: 'How often are penetration tests performed?', answer: 'Twice a year, by an external firm.' },
];

const INSTRUCTIONS = 'Please complete every question. Where a question does not apply, answer "N/A" and explain why.';

const bySection = () => {
  const map = new Map<string, FixtureQuestion[]>();
  for (const q of QUESTIONS) map.set(q.section, [...(map.get(q.section) ?? []), q]);
  return [...map.entries()];
};

function preamble(title: string): string {
  return para(title, { style: 'Title' }) + para('Respondent: ________________', { bold: true }) + para('Instructions', { style: 'Heading1' }) + para(INSTRUCTIONS);
}

export function tableLayout(completed: boolean): Promise<Uint8Array> {
  const body = bySection()
    .map(([section, qs], si) => para(`${si + 1}. ${section}`, { style: 'Heading1' }) + table([['#', 'Question', 'Response'], ...qs.map((q) => [q.id, q.question, completed ? q.answer.split('\n')[0]! : ''])]) + para(''))
    .join('');
  return buildDocx(preamble('Table DDQ') + body);
}

export function numberedLayout(completed: boolean): Promise<Uint8Array> {
  const body = bySection()
    .map(([section, qs], si) =>
      para(`${si + 1}. ${section}`, { style: 'Heading1' }) +
      qs
        .map((q) => {
          const head = `<w:p><w:pPr><w:pStyle w:val="Heading3"/></w:pPr><w:r><w:rPr><w:b/></w:rPr><w:tab/><w:t>${q.number}</w:t><w:tab/><w:t xml:space="preserve">${q.question.replace(/&/g, '&amp;')}</w:t></w:r></w:p>`;
          const guidance = q.guidance ? para(q.guidance, { style: 'Guidance' }) : '';
          const answer = completed ? q.answer.split('\n').map((l) => para(l)).join('') : para('');
          return head + guidance + answer;
        })
        .join(''),
    )
    .join('');
  return buildDocx(preamble('Numbered DDQ') + body);
}

export function formLayout(completed: boolean): Promise<Uint8Array> {
  const body = bySection()
    .map(([section, qs], si) =>
      para(`${si + 1}. ${section}`, { style: 'Heading1' }) +
      qs.map((q) => para(`${q.id}\t${q.question}`, { bold: true }).replace('\t', '</w:t><w:tab/><w:t xml:space="preserve">') + contentControl(`response:${q.id}`, completed ? q.answer.split('\n')[0] : undefined)).join(''),
    )
    .join('');
  return buildDocx(preamble('Form DDQ') + body);
}

/** A vendor form with the real-world mix: field table, Yes/No columns, checkbox options, inline blanks, a signature block. */
export function mixedBlank(): Promise<Uint8Array> {
  return buildDocx(
    para('Vendor Questionnaire', { style: 'Title' }) +
      para('Contents', { style: 'Heading1' }) +
      para('1 Vendor Information ........ 2') +
      para('Section 1: Vendor Information', { style: 'Heading1' }) +
      table([['Field', 'Response'], ['Company Name', ''], ['Contract Start Date', ''], ['Date', '']]) +
      para('Section 2: Controls', { style: 'Heading1' }) +
      table([['No.', 'Question', 'Yes', 'No'], ['2.1', 'Do you run background checks?', '', ''], ['2.2', 'Do you have a CISO?', '', '']]) +
      para('2.3 Do you encrypt backups? - [ ] Yes - Algorithm: ______ - [ ] No', { bold: true }) +
      para('2.4 How often do you review access? ☐ Monthly ☐ Quarterly ☐ Annually', { bold: true }) +
      para('2.5 What is your data retention policy? Response: ______', { bold: true }) +
      para('Certification', { style: 'Heading1' }) +
      para('I certify that the information provided is accurate.') +
      para('Name: ______________') +
      para('Signature: ______________') +
      para('For Office Use Only', { style: 'Heading1' }) +
      table([['Field', 'Response'], ['Reviewed by', ''], ['Risk rating', '']]),
  );
}

const spanCell = (text: string, span: number) =>
  `<w:tc><w:tcPr><w:gridSpan w:val="${span}"/></w:tcPr><w:p>${text ? run(text) : ''}</w:p></w:tc>`;

/** A "No. | Question | Guidance | Response" table where some rows merge cells (gridSpan) across columns. */
export function mergedCellsTable(): Promise<Uint8Array> {
  const row = (...cells: string[]) => `<w:tr>${cells.join('')}</w:tr>`;
  return buildDocx(
    para('Merged cells', { style: 'Heading1' }) +
      '<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/></w:tblPr><w:tblGrid><w:gridCol w:w="800"/><w:gridCol w:w="4000"/><w:gridCol w:w="2500"/><w:gridCol w:w="2500"/></w:tblGrid>' +
      row(cell('No.'), cell('Question'), cell('Guidance'), cell('Response')) +
      row(cell('1'), cell('Do you have a compliance manual?'), cell('Attach it.'), cell('')) +
      row(cell('2'), spanCell('Describe your valuation policy.', 2), cell('')) +
      row(spanCell('Data protection', 3), cell('')) +
      row(cell('3'), cell('Do you encrypt data at rest?'), cell('Name the algorithm.'), cell('')) +
      row(cell('4'), spanCell('Please answer every question below in full sentences.', 3)) +
      '</w:tbl>',
  );
}

const tc = (text: string, pr = '') => `<w:tc><w:tcPr>${pr}</w:tcPr><w:p>${text ? run(text) : ''}</w:p></w:tc>`;

/** "Question | Response (over Yes | No) | Comments", the header on two rows with merged cells, as many vendor forms do. */
export function twoRowHeaderTable(): Promise<Uint8Array> {
  const restart = '<w:vMerge w:val="restart"/>';
  const cont = '<w:vMerge/>';
  const row = (...cells: string[]) => `<w:tr>${cells.join('')}</w:tr>`;
  return buildDocx(
    para('Controls', { style: 'Heading1' }) +
      '<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/></w:tblPr><w:tblGrid><w:gridCol w:w="5000"/><w:gridCol w:w="900"/><w:gridCol w:w="900"/><w:gridCol w:w="3000"/></w:tblGrid>' +
      row(tc('Question', restart), tc('Response', '<w:gridSpan w:val="2"/>'), tc('Comments', restart)) +
      row(tc('', cont), tc('Yes'), tc('No'), tc('', cont)) +
      row(tc('Do you screen employees before hiring?'), tc(''), tc(''), tc('')) +
      row(tc('Do you allow personal devices on the network?'), tc(''), tc(''), tc('')) +
      '</w:tbl>',
  );
}

const groupControl = (tag: string, inner: string) =>
  `<w:sdt><w:sdtPr><w:alias w:val="${tag}"/><w:tag w:val="${tag}"/><w:lock w:val="sdtLocked"/></w:sdtPr><w:sdtContent>${inner}</w:sdtContent></w:sdt>`;

/** A template whose sections are wrapped in block-level content controls (locked groups), with a real answer control too. */
export function wrappedInControls(completed = false): Promise<Uint8Array> {
  return buildDocx(
    para('Vendor DDQ', { style: 'Title' }) +
      groupControl('section-1', para('1. Firm', { style: 'Heading1' }) + table([['Question', 'Response'], ['What is the legal name of the firm?', completed ? 'Acme LLP' : ''], ['Where is the firm headquartered?', completed ? 'London' : '']])) +
      groupControl('section-2', para('2.1 Do you have a compliance manual?', { bold: true }) + para(completed ? 'Yes, updated yearly.' : '') + para('2.2 Describe your AML programme.', { bold: true }) + para(completed ? 'Risk-based, with annual testing.' : '')) +
      para('3.1 Who is your auditor?', { bold: true }) +
      contentControl('auditor', completed ? 'KPMG' : undefined),
  );
}

const listItems = (items: string[]) => items.map((i) => `<w:listItem w:displayText="${i}" w:value="${i.toUpperCase()}"/>`).join('');
const choose = '<w:r><w:rPr><w:rStyle w:val="PlaceholderText"/></w:rPr><w:t>Choose an item.</w:t></w:r>';
/** An inline drop-down (or date picker) control, placeholder showing. */
const inlineControl = (tag: string, kindXml: string, placeholder = choose) =>
  `<w:sdt><w:sdtPr><w:tag w:val="${tag}"/><w:showingPlcHdr/>${kindXml}</w:sdtPr><w:sdtContent>${placeholder}</w:sdtContent></w:sdt>`;

/** A form answered through drop-down content controls (Yes / No / N/A), a combo box and a date picker. */
export function dropDownForm(): Promise<Uint8Array> {
  const row = (...cells: string[]) => `<w:tr>${cells.map((c) => `<w:tc><w:p>${c}</w:p></w:tc>`).join('')}</w:tr>`;
  return buildDocx(
    para('Supplier form', { style: 'Heading1' }) +
      '<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/></w:tblPr><w:tblGrid><w:gridCol w:w="5000"/><w:gridCol w:w="4000"/></w:tblGrid>' +
      row(run('Question'), run('Response')) +
      row(run('Do you screen employees before hiring?'), inlineControl('screening', `<w:dropDownList>${listItems(['Yes', 'No', 'N/A'])}</w:dropDownList>`)) +
      row(run('Which cloud provider hosts client data?'), inlineControl('cloud', `<w:comboBox>${listItems(['AWS', 'Azure', 'Google Cloud'])}</w:comboBox>`)) +
      row(run('When was your last penetration test?'), inlineControl('pentest', '<w:date><w:dateFormat w:val="yyyy-MM-dd"/></w:date>', '<w:r><w:t>Click or tap to enter a date.</w:t></w:r>')) +
      '</w:tbl>' +
      para('Do you hold cyber insurance?', { bold: true }) +
      `<w:sdt><w:sdtPr><w:tag w:val="insurance"/><w:showingPlcHdr/><w:dropDownList>${listItems(['Yes', 'No'])}</w:dropDownList></w:sdtPr><w:sdtContent><w:p>${choose}</w:p></w:sdtContent></w:sdt>`,
  );
}

/** Question and answer lines marked by labels: "Q: / A:", "Question 2: / Answer:", "3. … / Response: ____". */
export const LABELLED = [
  { number: undefined, question: 'What is the legal name of the firm?', answer: 'Acme Capital LLP' },
  { number: '2', question: 'Describe your compliance programme.', answer: 'A CCO, two analysts and annual testing.' },
  { number: '3', question: 'Who is your auditor?', answer: 'KPMG LLP' },
  { number: '4', question: 'How do you value illiquid assets?', answer: 'Quarterly, by an independent valuation agent.' },
];

export function labelledLines(completed: boolean): Promise<Uint8Array> {
  const a = (i: number) => (completed ? LABELLED[i]!.answer : '');
  return buildDocx(
    para('Due diligence questions', { style: 'Heading1' }) +
      para(`Q: ${LABELLED[0]!.question}`) + para(`A: ${a(0)}`) +
      para(`Question 2: ${LABELLED[1]!.question}`, { bold: true }) + para(`Answer: ${a(1)}`) +
      para(`3. ${LABELLED[2]!.question}`, { bold: true }) + para(`Response: ${completed ? a(2) : '____________'}`) +
      para(`4. ${LABELLED[3]!.question}`, { bold: true }) + para('Answer:') + (completed ? para(a(3)) : para('')),
  );
}

/** Checkbox options in the answer cells of a table, with and without a header row. */
export function checkboxCells(): Promise<Uint8Array> {
  return buildDocx(
    para('Controls', { style: 'Heading1' }) +
      table([
        ['Question', 'Response'],
        ['Do you screen employees before hiring?', '☐ Yes ☐ No'],
        ['How often do you test backups?', '☐ Monthly ☐ Quarterly ☐ Annually'],
      ]) +
      para('Insurance', { style: 'Heading1' }) +
      table([
        ['Do you carry cyber insurance?', '[ ] Yes [ ] No'],
        ['Do you carry D&O insurance?', '[ ] Yes [ ] No'],
      ]),
  );
}

const boxCell = (...ps: string[]) => `<w:tc>${ps.map((t, i) => `<w:p>${t ? run(t, i === 0 && t.match(/^\d/) ? '<w:b/>' : '') : ''}</w:p>`).join('')}</w:tc>`;
const boxTable = (rows: string[][]) =>
  `<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/></w:tblPr><w:tblGrid><w:gridCol w:w="9000"/></w:tblGrid>${rows.map((r) => `<w:tr>${boxCell(...r)}</w:tr>`).join('')}</w:tbl>`;

/** Questions in boxes: a one-column table (answer under the question in its cell, or in the row below), and a one-cell answer box under a question paragraph. */
export function boxedQuestions(completed: boolean): Promise<Uint8Array> {
  const a = (t: string) => (completed ? t : '');
  return buildDocx(
    para('Firm', { style: 'Heading1' }) +
      boxTable([['1.1 Describe your firm.', a('A London-based manager founded in 2009.')], ['1.2 Who are the principals?', a('Jane Smith and Raj Patel.')]]) +
      boxTable([['Operations'], ['2.1 Who is your administrator?'], [a('Citco Fund Services')], ['2.2 How often is NAV struck?'], [a('Monthly')]]) +
      para('3.1 Do you have a written valuation policy?', { bold: true }) +
      boxTable([[a('Yes, reviewed annually by the board.')]]),
  );
}

/** A general-information form with two label/answer pairs per row ("Firm name: | … | Date founded: | …"). */
export const FIELD_PAIRS: [string, string][] = [
  ['Firm name:', 'Acme Capital LLP'], ['Date founded:', '2009'],
  ['Address:', '1 King Street, London'], ['Telephone:', '+44 20 7946 0000'],
  ['Contact person:', 'Jane Smith'], ['E-mail:', 'ir@acme.example'],
];

export function fieldPairsForm(completed: boolean): Promise<Uint8Array> {
  const v = (i: number) => (completed ? FIELD_PAIRS[i]![1] : '');
  const rows = [0, 2, 4].map((i) => [FIELD_PAIRS[i]![0], v(i), FIELD_PAIRS[i + 1]![0], v(i + 1)]);
  return buildDocx(para('General information', { style: 'Heading1' }) + table(rows));
}
