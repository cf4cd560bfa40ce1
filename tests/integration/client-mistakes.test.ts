/**
 * A client's mistake or a hostile input gets a 4xx with a stable code and a message that says what to do, never a
 * 500 ("unhandled error" in the log): broken multipart bodies, NUL characters in text, Word files with macros or
 * entity declarations sent to answer injection, and files the engine refuses for a specific reason (zip bomb,
 * cut-off .docx, password-protected Office and .doc files) on both upload routes. Downloads are named with the
 * extension of the type the product recognised, whatever the uploader called the file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDdqCompletion, TReview, TSourceDocument } from '@contract/index';
import { signInNewFirm, startTestServer, type SignedInUser, type TestServer } from '../support/test-server';
import { DOCX_MIME, learnThenComplete, uploadMultipart, uploadTwoStep, waitForStatus } from '../support/api-flows';
import { blankFirmDdq, completedFirmDdq } from '../fixtures/ddq-documents';
import { entityBombDocx, externalEntityDocx, macroDocx, truncatedDocx, zipBombDocx } from '../fixtures/hostile-files';
import { encryptedOfficePackage, legacyWordContainer } from '../fixtures/documents/cfb';
import { tinyPdf } from '../fixtures/documents/pdf';

let server: TestServer;
let alice: SignedInUser;
let completion: TDdqCompletion;

interface ErrorBody {
  code: string;
  message: string;
}

async function expectRefusal(res: Response, status: number, code: string, message?: RegExp): Promise<ErrorBody> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const body = JSON.parse(text) as ErrorBody;
  expect(body.code, text).toBe(code);
  if (message) expect(body.message).toMatch(message);
  return body;
}

beforeAll(async () => {
  server = await startTestServer({ EMBEDDINGS: 'off' });
  alice = await signInNewFirm(server.url);
  completion = await learnThenComplete(
    alice.client,
    { bytes: await completedFirmDdq(), name: 'Firm DDQ 2025.docx' },
    { bytes: await blankFirmDdq(), name: 'Firm DDQ 2026.docx' },
  );
  expect(completion.status).toBe('completed');
}, 120_000);

afterAll(async () => {
  // Every request above was a client's mistake: none may have been logged as a server failure.
  expect(server.logLines.filter((l) => /unhandled error/.test(l))).toEqual([]);
  await server?.close();
});

describe('broken multipart bodies', () => {
  const part = (boundary: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ddq.docx"\r\nContent-Type: ${DOCX_MIME}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const post = (path: string, contentType: string, body: Buffer) =>
    alice.client.request(path, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    });

  for (const path of ['/api/source-documents/upload', '/api/ddq-completions/upload', '/api/inject-answers']) {
    it(`${path}: no boundary, a wrong boundary, a body cut mid-part`, async () => {
      const docx = await completedFirmDdq();
      const whole = part('RightBoundary', docx);
      for (const [contentType, body] of [
        ['multipart/form-data', whole],
        ['multipart/form-data; boundary=WrongBoundary', whole],
        ['multipart/form-data; boundary=RightBoundary', whole.subarray(0, Math.floor(whole.length / 2))],
      ] as const) {
        await expectRefusal(await post(path, contentType, body), 400, 'MULTIPART_INVALID', /multipart|again/i);
      }
    });
  }
});

describe('NUL characters in text', () => {
  it('in a knowledge-base search', async () => {
    await expectRefusal(await alice.client.request('/api/qa-pairs?search=%00abc'), 400, 'INVALID_CHARACTERS', /search/);
  });

  it('in a review edit', async () => {
    const review = (await alice.client.json<TReview>(`/api/ddq-completions/${completion.id}/review`)).body;
    const res = await alice.client.request(
      `/api/ddq-completions/${completion.id}/review/items/${review.items[0]!.id}`,
      {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ answer: 'Yes\u0000, quarterly.' }),
      },
    );
    await expectRefusal(res, 400, 'INVALID_CHARACTERS', /answer/);
  });
});

describe('answer injection with a Word file it must refuse', () => {
  const inject = async (bytes: Buffer, name: string) => {
    const form = new FormData();
    form.append('sourceCompletionId', completion.id);
    form.append('ddq', new Blob([new Uint8Array(bytes)], { type: DOCX_MIME }), name);
    return alice.client.request('/api/inject-answers', { method: 'POST', body: form });
  };

  it('macros', async () =>
    expectRefusal(await inject(await macroDocx(), 'fresh.docm'), 422, 'MACRO_ENABLED', /macros/));
  it('an XML entity bomb', async () =>
    expectRefusal(await inject(await entityBombDocx(), 'fresh.docx'), 422, 'EXTERNAL_ENTITY', /entit/));
  it('an external entity', async () =>
    expectRefusal(await inject(await externalEntityDocx(), 'fresh.docx'), 422, 'EXTERNAL_ENTITY', /entit/));
  it('a password-protected file', async () =>
    expectRefusal(await inject(Buffer.from(encryptedOfficePackage()), 'fresh.docx'), 422, 'ENCRYPTED', /password/));
});

describe('files refused for a specific reason, on both upload routes', () => {
  const cases: [string, () => Promise<Uint8Array>, string, RegExp][] = [
    ['a zip bomb', zipBombDocx, 'ZIP_BOMB', /expands to far more|unsafe/],
    ['a cut-off .docx', truncatedDocx, 'TRUNCATED', /incomplete/],
    ['a password-protected .docx', async () => encryptedOfficePackage(), 'ENCRYPTED', /password-protected/],
    [
      'a password-protected .doc',
      async () => legacyWordContainer({ encrypted: true }),
      'ENCRYPTED',
      /password-protected/,
    ],
    ['a Word file with macros', macroDocx, 'MACRO_ENABLED', /macros/],
  ];
  for (const [what, file, code, message] of cases) {
    it(what, async () => {
      const bytes = await file();
      await expectRefusal(
        await uploadMultipart(alice.client, '/api/source-documents/upload', bytes, 'ddq.docx'),
        422,
        code,
        message,
      );
      const twoStep = await uploadTwoStep(alice.client, 'ddq-completions', bytes, 'ddq.docx');
      expect(twoStep.status).toBe(422);
      expect(twoStep.body).toMatchObject({ code, message: expect.stringMatching(message) });
    });
  }
});

describe('content sniffing and download names', () => {
  it('refuses an executable that carries %PDF- in its first kilobyte', async () => {
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00'),
      Buffer.alloc(120),
      Buffer.from(tinyPdf(['1. A question?'])),
    ]);
    await expectRefusal(
      await uploadMultipart(alice.client, '/api/source-documents/upload', exe, 'invoice.exe'),
      415,
      'UNSUPPORTED_FILE_TYPE',
    );
  });

  it('names a download with the extension of the recognised type, not the uploaded one', async () => {
    const pdf = await uploadMultipart(
      alice.client,
      '/api/source-documents/upload',
      tinyPdf(['1. Do you have a policy? Yes.']),
      'invoice.exe',
    );
    expect(pdf.status).toBe(201);
    const pdfDoc = (await pdf.json()) as TSourceDocument;
    expect(pdfDoc.mimeType).toBe('application/pdf');
    const download = await alice.client.request(`/api/source-documents/${pdfDoc.id}/download`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="invoice\.pdf"/);
    expect(download.headers.get('content-type')).toBe('application/pdf');

    const word = await uploadMultipart(
      alice.client,
      '/api/source-documents/upload',
      await completedFirmDdq(),
      'answers.pdf',
    );
    const wordDoc = (await word.json()) as TSourceDocument;
    const wordDownload = await alice.client.request(`/api/source-documents/${wordDoc.id}/download`);
    expect(wordDownload.headers.get('content-disposition')).toMatch(/^attachment; filename="answers\.docx"/);

    const done = await uploadTwoStep(alice.client, 'ddq-completions', await blankFirmDdq(), 'blank.pdf');
    await waitForStatus(alice.client, '/api/ddq-completions', done.body.id);
    const completed = await alice.client.request(`/api/download-ddq/${done.body.id}`);
    expect(completed.headers.get('content-disposition')).toMatch(
      /^attachment; filename="blank_COMPLETED_\d{4}-\d{2}-\d{2}\.docx"/,
    );
  });
});
