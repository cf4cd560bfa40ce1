/** Test helpers that drive the product's API the way the web client does. */
import type { TDdqCompletion, TSourceDocument } from '@contract/index';
import type { HttpClient } from './http-client';

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export async function uploadMultipart(
  client: HttpClient,
  path: string,
  bytes: Uint8Array,
  name: string,
  field = 'file',
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  form.append(field, new Blob([Buffer.from(bytes)], { type: DOCX_MIME }), name);
  return client.request(path, { method: 'POST', body: form });
}

/** upload-url → PUT → upload-complete, as the Training Documents and Completed DDQs pages do. */
export async function uploadTwoStep(
  client: HttpClient,
  kind: 'source-documents' | 'ddq-completions',
  bytes: Uint8Array,
  name: string,
) {
  const urlRes = await client.json<{ uploadURL: string }>(`/api/${kind}/upload-url`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (urlRes.status !== 200) throw new Error(`upload-url failed: ${urlRes.status}`);
  const put = await client.request(urlRes.body.uploadURL, {
    method: 'PUT',
    headers: { 'content-type': DOCX_MIME },
    body: Buffer.from(bytes),
  });
  if (put.status !== 200) throw new Error(`PUT failed: ${put.status} ${await put.text()}`);
  return client.json<TSourceDocument & TDdqCompletion>(`/api/${kind}/upload-complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      uploadURL: urlRes.body.uploadURL,
      filename: name,
      originalName: name,
      fileSize: bytes.length,
      mimeType: DOCX_MIME,
    }),
  });
}

/** A call with an optional JSON body, answered as JSON. */
export const send = <T>(client: HttpClient, method: string, path: string, body?: unknown) =>
  client.json<T>(path, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });

/** Polls a list until the row with `id` reaches a final status. */
export async function waitForStatus<T extends { id: string; status: string }>(
  client: HttpClient,
  listPath: string,
  id: string,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    const { status, body } = await client.json<T[]>(listPath);
    if (status !== 200) throw new Error(`GET ${listPath} answered ${status}: ${JSON.stringify(body)}`);
    last = body.find((r) => r.id === id);
    if (last && (last.status === 'completed' || last.status === 'error')) return last;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`Timed out waiting for ${id}; last seen ${JSON.stringify(last)}`);
}

/** Learns a completed DDQ, then completes a blank one from it: a completed DDQ to review, download or inject from. */
export async function learnThenComplete(
  client: HttpClient,
  learn: { bytes: Uint8Array; name: string },
  blank: { bytes: Uint8Array; name: string },
): Promise<TDdqCompletion> {
  const up = await uploadMultipart(client, '/api/source-documents/upload', learn.bytes, learn.name);
  await waitForStatus(client, '/api/source-documents', ((await up.json()) as { id: string }).id);
  const { body } = await uploadTwoStep(client, 'ddq-completions', blank.bytes, blank.name);
  return waitForStatus<TDdqCompletion>(client, '/api/ddq-completions', body.id);
}

/** Questions a completion is done with (answered, drafted or left without an answer): "Answered" counts the answered outcome only. */
export function questionsDone(c: Pick<TDdqCompletion, 'outcomeCounts'>): number {
  const o = c.outcomeCounts;
  return o ? o.answered + o.draft + o.none : 0;
}
