/**
 * The two upload flows (docs/product-spec.md §4):
 * - dashboard: the file is posted as multipart form data to `/api/<area>/upload`;
 * - Training Documents and Completed DDQs pages: upload-url → PUT of the file → upload-complete.
 */
import { LIMITS, MIME, ZUploadUrlResponse, type TUploadCompleteRequest } from '@contract/index';
import { MSG } from './messages';

export type UploadArea = 'source-documents' | 'ddq-completions';

/**
 * What every upload path accepts: what the product reads (Word .docx and .doc, Excel .xlsx, PDF). The spec's
 * dashboard list (.pdf, .doc, .docx) is the minimum; the Completed DDQs page fills a workbook, so the dashboard takes it too.
 */
export const READABLE_EXTENSIONS = ['.docx', '.doc', '.xlsx', '.pdf'] as const;
export const DASHBOARD_ACCEPT = READABLE_EXTENSIONS.join(',');
const DASHBOARD_TYPES: readonly string[] = [MIME.pdf, MIME.doc, MIME.docx, MIME.xlsx];
/** The types in words, as the upload modal says them. */
export const READABLE_TYPES_TEXT = 'Word (.docx, .doc), Excel (.xlsx) or PDF';

/** Client-side checks of a dashboard upload; returns the toast to show, or null when the file is fine. */
export function checkDashboardFile(file: {
  size: number;
  type: string;
  name?: string;
}): { title: string; description: string } | null {
  if (file.size > LIMITS.dashboardUploadBytes) return { title: MSG.bigFileTitle, description: MSG.bigFileDescription };
  // Some systems give no type for a file; its extension says what it is then.
  const readableName = !file.type && READABLE_EXTENSIONS.some((ext) => file.name?.toLowerCase().endsWith(ext));
  if (!DASHBOARD_TYPES.includes(file.type) && !readableName)
    return { title: MSG.badFormatTitle, description: MSG.badFormatDescription };
  return null;
}

/**
 * "Upload failed: {status text}" (docs/product-spec.md §8), then the server's reason in its own words when it gave
 * one ("Upload failed: Unsupported Media Type. This file is not a Word, Excel or PDF document…").
 */
export async function failureWithReason(res: Response, prefix = 'Upload failed'): Promise<Error> {
  const reason = await res
    .json()
    .then((body: { message?: unknown }) => (typeof body?.message === 'string' ? body.message : null))
    .catch(() => null);
  return new Error(`${prefix}: ${res.statusText || res.status}${reason ? `. ${reason}` : ''}`);
}

/** Posts the file as multipart form data (field `file`); raises "Upload failed: {status text}. {reason}". */
export async function postMultipartUpload(area: UploadArea, file: File): Promise<unknown> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch(`/api/${area}/upload`, { method: 'POST', body: form, credentials: 'include' });
  if (!res.ok) throw await failureWithReason(res);
  return res.json();
}

/** The upload-complete payload; missing file info falls back to ddq.docx, 0 bytes, the Word MIME type. */
export function uploadCompletePayload(
  uploadURL: string,
  file?: { name?: string; size?: number; type?: string },
): TUploadCompleteRequest {
  const name = file?.name || 'ddq.docx';
  return {
    uploadURL,
    filename: name,
    originalName: name,
    fileSize: file?.size ?? 0,
    mimeType: file?.type || MIME.docx,
  };
}

/** Whether an address points at the app's own origin (relative addresses do). */
export function isSameOrigin(url: string, origin: string = window.location.origin): boolean {
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

/** upload-url → PUT → upload-complete. Raises the spec's messages on each failure. */
export async function uploadViaUploadUrl(area: UploadArea, file: File): Promise<unknown> {
  const urlRes = await fetch(`/api/${area}/upload-url`, { method: 'POST', credentials: 'include' });
  if (!urlRes.ok) throw new Error(`${MSG.uploadUrlFailed}: ${urlRes.statusText || urlRes.status}`);
  const uploadURL = ZUploadUrlResponse.safeParse(await urlRes.json()).data?.uploadURL;
  if (!uploadURL) throw new Error(MSG.uploadUrlMissing);
  const put = await fetch(uploadURL, {
    method: 'PUT',
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    // Cookies go only to our own server; a presigned object-storage address must not receive them (CORS).
    credentials: isSameOrigin(uploadURL) ? 'include' : 'omit',
  });
  if (!put.ok) throw await failureWithReason(put);
  const done = await fetch(`/api/${area}/upload-complete`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(uploadCompletePayload(uploadURL, file)),
    credentials: 'include',
  });
  if (!done.ok) throw await failureWithReason(done);
  return done.json().catch(() => null);
}

/** Saves a blob under the given file name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
