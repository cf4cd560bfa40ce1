/** One place that turns errors into JSON `{ code, message }` responses with the right status. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from '../errors';
import { isDatabaseUnavailable } from '../db/connection-errors';
import { isDocumentError } from '../../engines/document/index';
import { invalidCharacters } from './text-guard';

/** The multipart parser's (busboy's) own errors: a boundary missing or wrong, or a body that ends mid-part. */
const MULTIPART_ERRORS = [
  'Multipart: Boundary not found',
  'Unsupported Content-Type',
  'Unexpected end of multipart data',
  String.raw`\w+ terminated early due to unexpected end of multipart data`,
];
const MALFORMED_MULTIPART = new RegExp(`^(${MULTIPART_ERRORS.join('|')})`);

/** PostgreSQL refused a text value (a NUL character or an invalid byte sequence), wrapped or not by Drizzle. */
function isInvalidText(err: unknown): boolean {
  for (
    let e = err as { code?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === '22021' || e.code === '22P05') return true;
  }
  return false;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | ZodError | Error, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({ code: err.code, message: err.message });
    }
    if (isDocumentError(err)) {
      // A file the engine refuses for a reason the user can act on (password, macros, damage, unsafe content).
      const status = err.code === 'UNSUPPORTED_FORMAT' || err.code === 'NOT_A_ZIP' ? 415 : 422;
      return reply.status(status).send({ code: err.code, message: err.message });
    }
    if (MALFORMED_MULTIPART.test(err.message) || (err as FastifyError).code === 'FST_MP_PREMATURE_CLOSE') {
      return reply.status(400).send({
        code: 'MULTIPART_INVALID',
        message:
          'The upload is not complete multipart/form-data (its boundary is missing or wrong, or it ends part-way through the file). Send the file again.',
      });
    }
    if (isInvalidText(err)) {
      const refused = invalidCharacters();
      return reply.status(refused.status).send({ code: refused.code, message: refused.message });
    }
    if (err instanceof ZodError) {
      const first = err.issues[0];
      const where = first?.path.length ? ` (${first.path.join('.')})` : '';
      return reply.status(400).send({
        code: 'INVALID_INPUT',
        message: `The request is not valid${where}: ${first?.message ?? 'check the fields'}.`,
      });
    }
    const fe = err as FastifyError;
    if (
      fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      (fe.statusCode === 400 && /JSON/i.test(fe.message))
    ) {
      return reply.status(400).send({ code: 'INVALID_JSON', message: 'The request body is not valid JSON.' });
    }
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.code === 'FST_REQ_FILE_TOO_LARGE' || fe.statusCode === 413) {
      return reply.status(413).send({ code: 'BODY_TOO_LARGE', message: 'The request is too large.' });
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || fe.statusCode === 415) {
      return reply
        .status(415)
        .send({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This request needs a different content type.' });
    }
    if (fe.statusCode === 429) {
      return reply
        .status(429)
        .send({ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' });
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.status(fe.statusCode).send({ code: fe.code ?? 'BAD_REQUEST', message: fe.message });
    }
    if (isDatabaseUnavailable(err)) {
      req.log.error({ err }, 'database unavailable');
      return reply.status(503).send({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
      });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ code: 'NOT_FOUND', message: `No such address: ${req.method} ${req.url.split('?')[0]}` });
  });
}
