/** Background job: learn the Q&A pairs of one training document. */
import { PROCESSING_RETRY, defineJob } from './define';
import { LEARN_JOB } from './names';
import { failSourceDocument, learnSourceDocument } from '../domain/source-documents/learn-source-document';

export const learnSourceDocumentJob = defineJob({
  name: LEARN_JOB,
  retry: PROCESSING_RETRY,
  expireInSeconds: 900,
  longRunning: true,
  policy: 'stately',
  async handler({ documentId, firmId }, ctx) {
    await learnSourceDocument(ctx, firmId, documentId);
  },
  async onPermanentFailure({ documentId, firmId }, ctx, message) {
    await failSourceDocument(ctx, firmId, documentId, message);
  },
  async onFailed({ documentId, firmId }, ctx, error) {
    await failSourceDocument(
      ctx,
      firmId,
      documentId,
      `Processing failed after several attempts (${error.message.slice(0, 200)}). Use Retry to try again.`,
    );
  },
});
