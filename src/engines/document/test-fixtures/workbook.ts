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
