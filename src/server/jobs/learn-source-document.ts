/** Background job: learn the Q&A pairs of one training document. */
import { z } from 'zod';
import { defineJob } from './define';
import { LEARN_JOB } from './names';
import { failSourceDocument, learnSourceDocument } from '../domain/source-documents/learn-source-document';
import { isPermanentFailure, userFacingError } from '../domain/processing-errors';

export const learnSourceDocumentJob = defineJob({
  name: LEARN_JOB,
  schema: z.object({ documentId: z.uuid(), firmId: z.uuid() }),
  retry: { limit: 3, delaySeconds: 5, backoff: true },
  expireInSeconds: 900,
  longRunning: true,
  policy: 'stately',
  async handler({ documentId, firmId }, ctx) {
    try {
      await learnSourceDocument(ctx, firmId, documentId);
    } catch (err) {
      if (!isPermanentFailure(err)) throw err;
      await failSourceDocument(ctx, firmId, documentId, userFacingError(err));
    }
  },
  async onFailed({ documentId, firmId }, ctx, error) {
    await failSourceDocument(ctx, firmId, documentId, `Processing failed after several attempts (${error.message.slice(0, 200)}). Use Retry to try again.`);
  },
});
