/**
 * What the review tests share: a firm (Alice) that learned "Northwind DDQ 2025" and completed "Northwind DDQ 2026"
 * from it, and the calls that read a review and a written Word file.
 */
import JSZip from 'jszip';
import { expect } from 'vitest';
import { ZReview, type TDdqCompletion, type TReview } from '@contract/index';
import { signInNewFirm, startTestServer, type SignedInUser, type TestServer } from './test-server';
import { uploadMultipart, uploadTwoStep, waitForStatus } from './api-flows';
import { blankFirmDdq, completedFirmDdq } from '../fixtures/ddq-documents';
import type { HttpClient } from './http-client';

/** Uploads the completed "Northwind DDQ 2025" as a training document and waits until it is learned. */
export async function learnNorthwind2025(client: HttpClient): Promise<void> {
  const up = await uploadMultipart(
    client,
    '/api/source-documents/upload',
    await completedFirmDdq(),
    'Northwind DDQ 2025.docx',
  );
  await waitForStatus(client, '/api/source-documents', ((await up.json()) as { id: string }).id, 90_000);
}

export async function startReviewWorld(): Promise<{ server: TestServer; alice: SignedInUser; first: TDdqCompletion }> {
  const server = await startTestServer();
  const alice = await signInNewFirm(server.url);
  await learnNorthwind2025(alice.client);
  const first = await complete(alice.client, await blankFirmDdq(), 'Northwind DDQ 2026.docx');
  return { server, alice, first };
}

/** The text of a part of a Word file (tags taken out). */
export async function docxPart(bytes: ArrayBuffer, part: string): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  return ((await zip.file(part)?.async('string')) ?? '').replace(/<[^>]+>/g, ' ');
}

/** Uploads a blank DDQ (two-step) and waits until it is completed. */
export async function complete(client: HttpClient, bytes: Buffer, name: string): Promise<TDdqCompletion> {
  const { body } = await uploadTwoStep(client, 'ddq-completions', bytes, name);
  return waitForStatus<TDdqCompletion>(client, '/api/ddq-completions', body.id, 90_000);
}

export async function review(client: HttpClient, id: string, filter = 'all'): Promise<TReview> {
  const res = await client.json<TReview>(`/api/ddq-completions/${id}/review?filter=${filter}`);
  expect(res.status).toBe(200);
  return ZReview.parse(res.body);
}

/** The review item whose question contains `words`. */
export const item = (r: TReview, words: string) => r.items.find((i) => i.question.includes(words))!;
