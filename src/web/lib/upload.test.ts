import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkDashboardFile, isSameOrigin, uploadCompletePayload, uploadViaUploadUrl } from './upload';

afterEach(() => vi.restoreAllMocks());

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('checkDashboardFile', () => {
  it('accepts PDF, DOC and DOCX up to exactly 10 MB', () => {
    for (const type of [
      'application/pdf',
      'application/msword',
      DOCX,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ])
      expect(checkDashboardFile({ size: 10485760, type })).toBeNull();
    // A workbook or document the system gave no type: its extension says what it is.
    expect(checkDashboardFile({ size: 10, type: '', name: 'Vendor questionnaire.XLSX' })).toBeNull();
  });
  it('refuses over 10485760 bytes with the big-file toast, then other types with the format toast', () => {
    expect(checkDashboardFile({ size: 10485761, type: DOCX })?.title).toBe("Whoa! That's a big file");
    expect(checkDashboardFile({ size: 10, type: 'text/plain' })?.title).toBe("Hmm, I can't read this file format");
    expect(checkDashboardFile({ size: 10, type: '' })?.description).toMatch(/Word doc.*PDF/);
  });
});

describe('uploadCompletePayload', () => {
  it('sends the file info, with ddq.docx, 0 bytes and the Word type as defaults', () => {
    expect(uploadCompletePayload('/u/1', { name: 'a.pdf', size: 5, type: 'application/pdf' })).toEqual({
      uploadURL: '/u/1',
      filename: 'a.pdf',
      originalName: 'a.pdf',
      fileSize: 5,
      mimeType: 'application/pdf',
    });
    expect(uploadCompletePayload('/u/1')).toEqual({
      uploadURL: '/u/1',
      filename: 'ddq.docx',
      originalName: 'ddq.docx',
      fileSize: 0,
      mimeType: DOCX,
    });
  });
});

describe('uploadViaUploadUrl', () => {
  const file = new File(['x'], 'a.docx', { type: DOCX });
  it('raises "Failed to get upload URL: {status text}" when the address call fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('', { status: 503, statusText: 'Service Unavailable' }),
    );
    await expect(uploadViaUploadUrl('source-documents', file)).rejects.toThrow(
      'Failed to get upload URL: Service Unavailable',
    );
  });
  it('raises the missing-address message when the result has no uploadURL', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    await expect(uploadViaUploadUrl('ddq-completions', file)).rejects.toThrow(
      'Failed to get upload URL from file upload result.',
    );
  });
  it('raises "Upload failed: {status text}" when registering fails', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('{"uploadURL":"/api/uploads/t"}'))
      .mockResolvedValueOnce(new Response('{}'))
      .mockResolvedValueOnce(new Response('', { status: 415, statusText: 'Unsupported Media Type' }));
    await expect(uploadViaUploadUrl('source-documents', file)).rejects.toThrow('Upload failed: Unsupported Media Type');
  });

  it("adds the server's reason in its words to the spec's message", async () => {
    const reason = { code: 'UNSUPPORTED_FILE_TYPE', message: 'This file is not a Word, Excel or PDF document.' };
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(Response.json({ uploadURL: '/api/uploads/t1' }))
      .mockResolvedValueOnce(new Response('', { status: 200 }))
      .mockResolvedValueOnce(
        new Response(JSON.stringify(reason), { status: 415, statusText: 'Unsupported Media Type' }),
      );
    await expect(uploadViaUploadUrl('source-documents', file)).rejects.toThrow(
      'Upload failed: Unsupported Media Type. This file is not a Word, Excel or PDF document.',
    );
  });
});

describe('isSameOrigin', () => {
  it('sends cookies with the PUT only to our own server, never to a presigned storage address', async () => {
    expect(isSameOrigin('/api/uploads/t', 'https://app.example.com')).toBe(true);
    expect(isSameOrigin('https://app.example.com/api/uploads/t', 'https://app.example.com')).toBe(true);
    expect(isSameOrigin('https://bucket.s3.example.com/k?X-Amz-Signature=1', 'https://app.example.com')).toBe(false);
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('{"uploadURL":"https://bucket.s3.example.com/k"}'))
      .mockResolvedValueOnce(new Response('', { status: 200 }))
      .mockResolvedValueOnce(new Response('{}'));
    await uploadViaUploadUrl('source-documents', new File(['x'], 'a.docx', { type: DOCX }));
    expect(fetch.mock.calls[1]![1]).toMatchObject({ method: 'PUT', credentials: 'omit' });
  });
});
