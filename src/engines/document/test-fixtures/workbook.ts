/** A small CAIQ-like workbook built with exceljs: id/question/answer/detail columns, a Yes/No drop-down, a formula. */
import ExcelJS from 'exceljs';

export const SHEET_QUESTIONS = [
  { id: 'IAM-01.1', question: 'Is multi-factor authentication enforced for administrators?', answer: 'Yes', detail: 'Hardware keys for all admins.' },
  { id: 'IAM-02.1', question: 'Are access reviews performed at least quarterly?', answer: 'No', detail: '' },
  { id: 'LOG-01.1', question: 'Describe how security logs are retained.', answer: '', detail: 'Twelve months in a write-once store.' },
];

export async function caiqLikeWorkbook(completed: boolean): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const intro = wb.addWorksheet('Introduction');
  intro.getCell('A1').value = 'Read the instructions. Question IDs like IAM-01.1 are explained below.';
  const ws = wb.addWorksheet('Questionnaire');
  ws.columns = [{ width: 12 }, { width: 60 }, { width: 30 }, { width: 40 }, { width: 8 }];
  ws.getCell('A1').value = 'Vendor Security Questionnaire v1';
  ws.addRow(['Question ID', 'Question', 'Vendor Answer', 'Additional Information', 'Score']);
  ws.getRow(2).font = { bold: true };
  ws.addRow(['Identity & Access']);
  SHEET_QUESTIONS.forEach((q, i) => {
    const r = ws.addRow([q.id, q.question, completed ? q.answer || null : null, completed ? q.detail || null : null]);
    r.getCell(5).value = { formula: `IF(C${r.number}="Yes",1,0)`, result: 0 };
    r.getCell(3).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
    if (i < 2) r.getCell(3).dataValidation = { type: 'list', allowBlank: true, formulae: ['"Yes,No,N/A"'] };
  });
  const lists = wb.addWorksheet('Lists', { state: 'hidden' });
  lists.getCell('A1').value = 'Yes';
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/**
 * A K-12CVAT/HECVAT-like sheet: the form's own date row, vendor rows, rows that a note gives to the
 * institution (holding the template's example text), then a questions block with its header.
 */
export async function cvatLikeWorkbook(opts: { dateSerial?: number } = {}): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Vendor Response');
  ws.columns = [{ width: 12 }, { width: 60 }, { width: 30 }, { width: 40 }];
  ws.getCell('A1').value = 'Community Vendor Assessment Tool - Lite';
  ws.addRow(['DATE-01', 'Date', opts.dateSerial ?? null]);
  if (opts.dateSerial) ws.getCell('C2').numFmt = 'mm/dd/yyyy';
  ws.addRow(['General Information']);
  ws.addRow(['GNRL-01 through GNRL-02; populated by the Vendor']);
  ws.addRow(['GNRL-01', 'Vendor Name', 'Acme Learning']);
  ws.addRow(['GNRL-02', 'Product Name', 'Acme LMS']);
  ws.addRow(["GNRL-03 and GNRL-04; populated by Institution's Information Technology department"]);
  ws.addRow(['GNRL-03', 'School Organization Security Analyst/Engineer', "Institution's Security Analyst/Engineer Name"]);
  ws.addRow(['GNRL-04', 'Assessment Contact', 'ticket#@yourdomain.edu']);
  ws.addRow(['Documentation', null, 'Vendor Answers', 'Additional Information']);
  ws.addRow(['DOCU-01', 'Have you undergone a SSAE 18 audit?', 'Yes', 'SOC 2 Type II, yearly.']);
  ws.addRow(['DOCU-02', 'Do you conform with a specific industry standard security framework?', 'Yes', 'Please see DOCU-01.']);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/**
 * A firm-made Excel DDQ with no id column: a title, a "No. | Question | Answer | Comments" header, plain numbers,
 * a numbered section row, a banner merged across the sheet, field rows and a Yes/No drop-down.
 */
export const SIMPLE_SHEET = [
  { number: '1.1', question: 'Firm name', answer: 'Acme Capital LLP', comment: '' },
  { number: '1.2', question: 'Is the firm registered with the FCA?', answer: 'Yes', comment: 'Since 2015.' },
  { number: '2.1', question: 'Describe your valuation policy.', answer: 'Independent administrator, monthly.', comment: '' },
  { number: '2.2', question: 'How many staff work in operations?', answer: '12', comment: '' },
];

export async function simpleWorkbook(completed: boolean): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Investor DDQ');
  ws.columns = [{ width: 8 }, { width: 60 }, { width: 30 }, { width: 30 }];
  ws.addRow(['Operational Due Diligence Questionnaire']);
  ws.addRow([]);
  ws.addRow(['No.', 'Question', 'Answer', 'Comments']);
  ws.addRow(['1', 'Firm', null, null]);
  const put = (q: (typeof SIMPLE_SHEET)[number]) => {
    const r = ws.addRow([q.number, q.question, completed ? q.answer : null, completed && q.comment ? q.comment : null]);
    if (q.number === '1.2') r.getCell(3).dataValidation = { type: 'list', allowBlank: true, formulae: ['"Yes,No"'] };
  };
  SIMPLE_SHEET.slice(0, 2).forEach(put);
  const banner = ws.addRow(['Section 2: Operations and valuation']);
  ws.mergeCells(`A${banner.number}:D${banner.number}`);
  SIMPLE_SHEET.slice(2).forEach(put);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}
