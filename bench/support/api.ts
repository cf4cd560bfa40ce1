/** The benchmarks' calls through the HTTP API: upload a file, learn training documents and wait until they are learned. */
import { uploadMultipart, waitForStatus } from '../../tests/support/api-flows';
import type { HttpClient } from '../../tests/support/http-client';

type Doc = { id: string; status: string; qaCount: number; errorMessage?: string | null };

export async function upload(
  client: HttpClient,
  kind: 'source-documents' | 'ddq-completions',
  bytes: Uint8Array,
  name: string,
): Promise<string> {
  const res = await uploadMultipart(client, `/api/${kind}/upload`, bytes, name);
  if (res.status !== 201) throw new Error(`upload failed ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** Uploads the documents at once and waits until every one is learned: the time a user waits. */
export async function learn(client: HttpClient, files: { name: string; bytes: Uint8Array }[]) {
  const t = performance.now();
  const ids = await Promise.all(files.map((f) => upload(client, 'source-documents', f.bytes, f.name)));
  const docs = await Promise.all(ids.map((id) => waitForStatus<Doc>(client, '/api/source-documents', id, 600_000)));
  for (const d of docs) if (d.status !== 'completed') throw new Error(`learning failed: ${JSON.stringify(d)}`);
  return { ms: performance.now() - t, pairs: docs.reduce((n, d) => n + d.qaCount, 0), docs };
}
