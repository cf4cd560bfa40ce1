/** Receiving multipart files (streamed to storage within a size limit) and sending files as downloads. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pipeline, Transform, type Readable } from 'node:stream';
import type { AppContext } from '../context';
import { newStorageKey, StorageLimitError, type StorageArea } from '../storage';
import { badRequest, tooLarge } from '../errors';

export async function receiveMultipartFile(
  ctx: AppContext,
  req: FastifyRequest,
  opts: { firmId: string; area: StorageArea; maxBytes: number; field?: string },
): Promise<{ storageKey: string; size: number; originalName: string; bytes: Buffer }> {
  if (!req.isMultipart())
    throw badRequest('MULTIPART_REQUIRED', 'Send the file as multipart/form-data in the field "file".');
  const data = await req.file({ limits: { fileSize: opts.maxBytes, files: 1, fields: 10 } });
  if (!data) throw badRequest('FILE_MISSING', 'No file was sent. Choose a file and try again.');
  if (data.fieldname !== (opts.field ?? 'file'))
    throw badRequest('FILE_MISSING', `Send the file in the field "${opts.field ?? 'file'}".`);
  const storageKey = newStorageKey(opts.area, opts.firmId);
  // The bytes are kept as they stream to storage (within maxBytes), so the upload is not read back to sniff its type.
  const chunks: Buffer[] = [];
  const keep = new Transform({
    transform(chunk: Buffer, _enc, done) {
      chunks.push(chunk);
      done(null, chunk);
    },
  });
  // pipeline (not pipe) destroys `keep` when the body errors or ends early, so the put fails instead of waiting.
  pipeline(data.file as Readable, keep, () => undefined);
  try {
    const { size } = await ctx.storage.put(storageKey, keep, { maxBytes: opts.maxBytes });
    if (data.file.truncated) throw new StorageLimitError(opts.maxBytes);
    return { storageKey, size, originalName: data.filename, bytes: Buffer.concat(chunks) };
  } catch (err) {
    await ctx.storage.delete(storageKey).catch(() => undefined);
    if (err instanceof StorageLimitError || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge(opts.maxBytes);
    throw err;
  }
}

/** Content-Disposition for a download, with an ASCII fallback and the UTF-8 name. */
export function attachment(reply: FastifyReply, fileName: string, mimeType: string): FastifyReply {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .type(mimeType)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('cache-control', 'private, no-store');
}
