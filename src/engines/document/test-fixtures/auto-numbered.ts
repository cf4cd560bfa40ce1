/**
 * A DDQ numbered by Word itself (numbering.xml), as most real ones are: section headings numbered through their
 * style ("1", "2"), questions through a multi-level list ("1.1", "1.2"), sub-questions "(a)", a restarted
 * list, a checkbox question, and a table whose "No." column is an automatic list. None of the numbers is in the text.
 */
import { buildDocx, para, run } from './word-xml.js';

const lvl = (ilvl: number, fmt: string, text: string, extra = '') =>
  `<w:lvl w:ilvl="${ilvl}"><w:start w:val="1"/><w:numFmt w:val="${fmt}"/><w:lvlText w:val="${text}"/>${extra}<w:lvlJc w:val="left"/></w:lvl>`;

const NUMBERING =
  // The outline list: headings at level 0 (style-linked), questions at 1, sub-questions at 2.
  `<w:abstractNum w:abstractNumId="0">${lvl(0, 'decimal', '%1', '<w:pStyle w:val="DdqSection"/>')}${lvl(1, 'decimal', '%1.%2')}${lvl(2, 'lowerLetter', '(%3)')}</w:abstractNum>` +
  `<w:abstractNum w:abstractNumId="1">${lvl(0, 'decimal', '%1.')}</w:abstractNum>` +
  `<w:abstractNum w:abstractNumId="2">${lvl(0, 'bullet', '•')}</w:abstractNum>` +
  '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>' +
  '<w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num>' +
  '<w:num w:numId="3"><w:abstractNumId w:val="2"/></w:num>' +
  // numId 4 restarts the table list at 1 for the second table.
  '<w:num w:numId="4"><w:abstractNumId w:val="1"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num>';

/** A section heading style numbered through the outline list (no ilvl: the level that names the style). */
const SECTION_STYLE =
  '<w:style w:type="paragraph" w:styleId="DdqSection"><w:name w:val="DDQ Section"/><w:basedOn w:val="Heading1"/><w:pPr><w:numPr><w:numId w:val="1"/></w:numPr></w:pPr></w:style>';

const numbered = (text: string, numId: number, ilvl: number, bold = true) =>
  `<w:p><w:pPr><w:numPr><w:ilvl w:val="${ilvl}"/><w:numId w:val="${numId}"/></w:numPr></w:pPr>${run(text, bold ? '<w:b/>' : '')}</w:p>`;
const numberedCell = (numId: number) => `<w:tc><w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="${numId}"/></w:numPr></w:pPr></w:p></w:tc>`;
const textCell = (t: string) => `<w:tc><w:p>${t ? run(t) : ''}</w:p></w:tc>`;
const listTable = (numId: number, rows: [string, string][]) =>
  `<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/></w:tblPr><w:tblGrid><w:gridCol w:w="800"/><w:gridCol w:w="5000"/><w:gridCol w:w="3000"/></w:tblGrid>` +
  `<w:tr>${textCell('No.')}${textCell('Question')}${textCell('Response')}</w:tr>` +
  rows.map(([q, a]) => `<w:tr>${numberedCell(numId)}${textCell(q)}${textCell(a)}</w:tr>`).join('') +
  '</w:tbl>';

export interface AutoNumberedAnswers {
  team?: string;
  policy?: string;
  training?: string;
}

/** Expected numbers and questions, in order. */
export const AUTO_NUMBERED_QUESTIONS: [string, string][] = [
  ['1.1', 'Describe your compliance team.'],
  ['1.2', 'Do you have a written code of ethics?'],
  ['a', 'When was it last reviewed?'],
  ['b', 'Who approves changes to it?'],
  ['2.1', 'Do you encrypt client data at rest?'],
  ['2.2', 'How often is security training given?'],
  ['1', 'Do you run annual penetration tests?'],
  ['2', 'Do you have a bug bounty programme?'],
  ['1', 'Do you have cyber insurance?'],
];

export function autoNumberedDdq(a: AutoNumberedAnswers = {}): Promise<Uint8Array> {
  const body =
    para('Operational Due Diligence Questionnaire', { style: 'Title' }) +
    para('Compliance', { style: 'DdqSection' }) +
    numbered('Describe your compliance team.', 1, 1) +
    para(a.team ?? '') +
    // A locked question: the question and its answer space wrapped in one content control.
    `<w:sdt><w:sdtPr><w:tag w:val="q-1.2"/><w:lock w:val="contentLocked"/></w:sdtPr><w:sdtContent>${numbered('Do you have a written code of ethics?', 1, 1)}${para(a.policy ?? '')}</w:sdtContent></w:sdt>` +
    numbered('When was it last reviewed?', 1, 2) +
    para('') +
    numbered('Who approves changes to it?', 1, 2) +
    para('') +
    numbered('Our policies cover all staff.', 3, 0, false) +
    para('Security', { style: 'DdqSection' }) +
    numbered('Do you encrypt client data at rest? ☐ Yes ☐ No', 1, 1) +
    numbered('How often is security training given?', 1, 1) +
    para(a.training ?? '') +
    para('Testing', { style: 'Heading3' }) +
    listTable(2, [['Do you run annual penetration tests?', ''], ['Do you have a bug bounty programme?', '']]) +
    para('Insurance', { style: 'Heading3' }) +
    listTable(4, [['Do you have cyber insurance?', '']]);
  return buildDocx(body, { numberingXml: NUMBERING, extraStyles: SECTION_STYLE });
}
