/**
 * Excel and PDF questionnaires through the product: learned, completed in place (xlsx, fillable PDF forms) or as a
 * new Word file (flat PDF, a signed form: with the reason given); a PDF completion's review copy carries a note with
 * source and confidence beside each answer; answer injection fills a fresh PDF form.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { getDocumentProxy } from 'unpdf';
import type { TDdqCompletion, TResults, TSourceDocument } from '@contract/index';
import { signInNewFirm, startTestServer, type SignedInUser, type TestServer } from '../support/test-server';
import { uploadMultipart, waitForStatus } from '../support/api-flows';
import { caiqLikeWorkbook } from '../fixtures/documents/workbook';
import { tinyPdf } from '../fixtures/documents/pdf';
import { parseQuestionnaire } from '../../src/engines/document/index';
import { FILLABLE_QUESTIONS, fillablePdf, signedCopy } from '../fixtures/documents/fillable-pdf';

let server: TestServer;
let user: SignedInUser;
let forms: SignedInUser;
let completion: TDdqCompletion;
const expected = FILLABLE_QUESTIONS.map((r) => r.answer);
beforeAll(async () => {
  server = await startTestServer();
  user = await signInNewFirm(server.url);
  const res = await uploadMultipart(
    user.client,
    '/api/source-documents/upload',
    await caiqLikeWorkbook(true),
    'vendor-questionnaire-2025.xlsx',
  );
  const doc = await waitForStatus<TSourceDocument>(
    user.client,
    '/api/source-documents',
    ((await res.json()) as { id: string }).id,
  );
  expect(doc).toMatchObject({ status: 'completed', mimeType: expect.stringContaining('spreadsheetml') });
  expect(doc.qaCount).toBeGreaterThanOrEqual(3);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function complete(bytes: Uint8Array, name: string, as = user) {
  const res = await uploadMultipart(as.client, '/api/ddq-completions/upload', bytes, name);
  expect(res.status).toBe(201);
  return waitForStatus<TDdqCompletion>(
    as.client,
    '/api/ddq-completions',
    ((await res.json()) as { id: string }).id,
    90_000,
  );
}

/** The answers a PDF's form fields hold, question by question, as the engine reads them back. */
async function fieldAnswers(bytes: ArrayBuffer) {
  const parsed = await parseQuestionnaire(new Uint8Array(bytes));
  expect(parsed.form?.attached).toBe(13);
  return parsed.items.map((i) => i.answer);
}

describe('other formats', () => {
  it('fills a blank Excel questionnaire in place and returns it as .xlsx', async () => {
    const done = await complete(await caiqLikeWorkbook(false), 'vendor-questionnaire-2026.xlsx');
    expect(done.status).toBe('completed');
    const file = await user.client.request(`/api/download-ddq/${done.id}`);
    expect(file.headers.get('content-disposition')).toMatch(
      /vendor-questionnaire-2026_COMPLETED_\d{4}-\d{2}-\d{2}\.xlsx/,
    );
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
    const pdf = tinyPdf([
      '1.0 Security',
      '1.1 Is multi-factor authentication enforced for administrators?',
      '1.2 Are access reviews performed at least quarterly?',
    ]);
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

describe('fillable PDF forms', () => {
  // A firm of its own: what it knows comes from the completed form only.
  beforeAll(async () => {
    forms = await signInNewFirm(server.url);
  });

  it('learns every pair from a completed form', async () => {
    const res = await uploadMultipart(
      forms.client,
      '/api/source-documents/upload',
      await fillablePdf({ completed: true }),
      'CBDDQ 2025 (completed).pdf',
    );
    const doc = await waitForStatus<TSourceDocument>(
      forms.client,
      '/api/source-documents',
      ((await res.json()) as { id: string }).id,
      90_000,
    );
    expect(doc).toMatchObject({ status: 'completed', mimeType: 'application/pdf', qaCount: expected.length });
  });

  it('completes a blank form and downloads the same PDF with the answers in its fields', async () => {
    completion = await complete(await fillablePdf(), 'CBDDQ 2026.pdf', forms);
    expect(completion).toMatchObject({
      status: 'completed',
      totalQuestions: expected.length,
      answeredQuestions: expected.length,
    });
    const file = await forms.client.request(`/api/download-ddq/${completion.id}`);
    expect(file.headers.get('content-type')).toContain('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/CBDDQ%202026_COMPLETED_\d{4}-\d{2}-\d{2}\.pdf/);
    expect(await fieldAnswers(await file.arrayBuffer())).toEqual(expected);
  });

  it('gives a review copy with a note (source and confidence) beside each answer', async () => {
    const res = await forms.client.request(`/api/ddq-completions/${completion.id}/review-copy`);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
    const notes: string[] = [];
    for (let p = 1; p <= pdf.numPages; p++) {
      for (const a of (await (await pdf.getPage(p)).getAnnotations()) as {
        subtype: string;
        contentsObj?: { str: string };
      }[])
        if (a.subtype === 'Text') notes.push(a.contentsObj?.str ?? '');
    }
    expect(notes).toHaveLength(expected.length);
    expect(
      notes.every((n) =>
        /Source: ".+" \(CBDDQ 2025 \(completed\)\.pdf, \d{4}-\d{2}-\d{2}\)\..*Confidence \d+%/.test(n),
      ),
    ).toBe(true);
  });

  it('injects the stored answers into a fresh PDF form', async () => {
    const res = await uploadMultipart(
      forms.client,
      '/api/inject-answers',
      await fillablePdf(),
      'CBDDQ 2027.pdf',
      'ddq',
      { sourceCompletionId: completion.id },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    expect(res.headers.get('x-ddq-filled')).toBe(String(expected.length));
    expect(await fieldAnswers(await res.arrayBuffer())).toEqual(expected);
  });

  it('refuses to inject into a flat PDF: it has no fields to fill', async () => {
    const flat = tinyPdf(['1.0 Firm', '1.1 Full Legal Name']);
    const res = await uploadMultipart(forms.client, '/api/inject-answers', flat, 'flat.pdf', 'ddq', {
      sourceCompletionId: completion.id,
    });
    expect(res.status).toBe(415);
    expect(await res.text()).toMatch(/fillable PDF/);
  });

  it('answers a signed form in a Word document and says why', async () => {
    const done = await complete(await signedCopy(await fillablePdf()), 'CBDDQ signed.pdf', forms);
    const file = await forms.client.request(`/api/download-ddq/${done.id}`);
    expect(file.headers.get('content-disposition')).toMatch(/\.docx/);
    const results = (await forms.client.json<TResults>(`/api/ddq-completions/${done.id}/results`)).body;
    expect(results.message).toMatch(/digitally signed: filling its fields would break the signature/);
  });
});
