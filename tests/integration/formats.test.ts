/** Excel and PDF questionnaires through the product: learned, completed in place (xlsx) or as a new Word file (pdf). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { TDdqCompletion, TSourceDocument } from '@contract/index';
import { signInNewFirm, startTestServer, type SignedInUser, type TestServer } from '../support/test-server';
import { uploadMultipart, waitForStatus } from '../support/api-flows';
import { caiqLikeWorkbook } from '../../src/engines/document/test-fixtures/workbook';
import { tinyPdf } from '../../src/engines/document/test-fixtures/pdf';

let server: TestServer;
let user: SignedInUser;
beforeAll(async () => {
  server = await startTestServer();
  user = await signInNewFirm(server.url);
  const res = await uploadMultipart(user.client, '/api/source-documents/upload', await caiqLikeWorkbook(true), 'vendor-questionnaire-2025.xlsx');
  const doc = await waitForStatus<TSourceDocument>(user.client, '/api/source-documents', ((await res.json()) as { id: string }).id);
  expect(doc).toMatchObject({ status: 'completed', mimeType: expect.stringContaining('spreadsheetml') });
  expect(doc.qaCount).toBeGreaterThanOrEqual(3);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function complete(bytes: Uint8Array, name: string) {
  const res = await uploadMultipart(user.client, '/api/ddq-completions/upload', bytes, name);
  expect(res.status).toBe(201);
  return waitForStatus<TDdqCompletion>(user.client, '/api/ddq-completions', ((await res.json()) as { id: string }).id);
}

describe('other formats', () => {
  it('fills a blank Excel questionnaire in place and returns it as .xlsx', async () => {
    const done = await complete(await caiqLikeWorkbook(false), 'vendor-questionnaire-2026.xlsx');
    expect(done.status).toBe('completed');
    const file = await user.client.request(`/api/download-ddq/${done.id}`);
    expect(file.headers.get('content-disposition')).toMatch(/vendor-questionnaire-2026_COMPLETED_\d{4}-\d{2}-\d{2}\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await file.arrayBuffer());
    const ws = wb.getWorksheet('Questionnaire')!;
    const values: string[] = [];
    ws.eachRow((row) => values.push(String(row.getCell(3).value ?? '')));
    expect(values).toContain('Yes');
    expect(values).toContain('No');
    expect(ws.getRow(4).getCell(5).value).toMatchObject({ formula: expect.stringContaining('IF(') }); // formulas kept
  });

  it('answers a PDF questionnaire in a new Word document', async () => {
    const pdf = tinyPdf(['1.0 Security', '1.1 Is multi-factor authentication enforced for administrators?', '1.2 Are access reviews performed at least quarterly?']);
    const done = await complete(pdf, 'questionnaire.pdf');
    expect(done.status).toBe('completed');
    expect(done.totalQuestions).toBe(2);
    const file = await user.client.request(`/api/download-ddq/${done.id}`);
    expect(file.headers.get('content-disposition')).toMatch(/questionnaire_COMPLETED_\d{4}-\d{2}-\d{2}\.docx/);
    const xml = await (await JSZip.loadAsync(await file.arrayBuffer())).file('word/document.xml')!.async('string');
    expect(xml).toContain('multi-factor authentication');
    expect(xml.replace(/<[^>]+>/g, ' ')).toMatch(/Yes/);
  });

  it('explains a scanned PDF (no text layer) on the completion', async () => {
    const done = await complete(tinyPdf([]), 'scan.pdf');
    expect(done.status).toBe('error');
    expect(done.errorMessage).toMatch(/scan|text/i);
  });
});
