/**
 * Two-step uploads: the server issues an upload address (a ticket bound to the user, the firm, the target
 * list and a size limit, valid for 15 minutes), the browser PUTs the file to it, and `upload-complete`
 * accepts only an address this server issued to this user that has received a file, once.
 *
 * With local storage the address is the app's own PUT endpoint. With object storage (S3) it is a presigned PUT
 * straight to the bucket, for the ticket's key, valid a few minutes; `upload-complete` maps the address back to
 * the ticket by that key (the address itself is never fetched), checks what arrived with HEAD, and moves it to
 * a key the uploader does not know, so a second PUT to the still-valid address cannot replace it.
 */
import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TUser } from '@contract/index';
import { LIMITS, MIME } from '@contract/index';
import type { AppContext } from '../../context';
import { uploadTickets } from '../../db/schema';
import { newStorageKey, StorageLimitError, type DirectUploads } from '../../storage';
import { AppError, tooLarge, unsupportedType } from '../../errors';
import { UNREADABLE_FORMAT } from '../files/intake';

export type UploadTarget = 'source-document' | 'ddq-completion';
export const UPLOAD_PATH = '/api/uploads';
const TICKET_TTL_MS = 15 * 60_000;

/** Content types a browser may declare for an upload (the format itself is always decided by the bytes). */
export const UPLOAD_CONTENT_TYPES: ReadonlySet<string> = new Set([...Object.values(MIME), 'application/octet-stream']);

/**
 * Issues an upload address. `contentType`, when the client declares it, is bound into a presigned address: the
 * object store then refuses a PUT with any other type.
 */
export async function issueUploadTicket(
  ctx: AppContext,
  user: TUser,
  target: UploadTarget,
  opts: { contentType?: string } = {},
): Promise<{ uploadURL: string }> {
  const contentType = opts.contentType?.trim().toLowerCase() || undefined;
  if (contentType && !UPLOAD_CONTENT_TYPES.has(contentType)) {
    throw unsupportedType(UNREADABLE_FORMAT);
  }
  const id = crypto.randomBytes(24).toString('base64url');
  const storageKey = newStorageKey('uploads', user.firmId);
  await ctx.db.insert(uploadTickets).values({
    id,
    firmId: user.firmId,
    userId: user.id,
    target,
    storageKey,
    maxBytes: LIMITS.uploadBytes,
    expiresAt: new Date(Date.now() + TICKET_TTL_MS),
  });
  const direct = ctx.storage.directUploads;
  if (direct) {
    return {
      uploadURL: await direct.uploadUrl(storageKey, {
        contentType,
        expiresInSeconds: ctx.config.storage.uploadUrlExpirySeconds,
      }),
    };
  }
  return { uploadURL: `${ctx.config.publicUrl}${UPLOAD_PATH}/${id}` };
}

const refused = (why: string) =>
  new AppError(400, 'INVALID_UPLOAD_URL', `This upload address cannot be used: ${why} Please upload the file again.`);

/** Receives the PUT body of an issued address, streaming it to storage within the size limit. */
export async function receiveUpload(
  ctx: AppContext,
  user: TUser,
  ticketId: string,
  body: Readable,
  declaredLength?: number,
): Promise<{ size: number }> {
  const [ticket] = await ctx.db
    .select()
    .from(uploadTickets)
    .where(
      and(eq(uploadTickets.id, ticketId), eq(uploadTickets.userId, user.id), eq(uploadTickets.firmId, user.firmId)),
    );
  if (!ticket) throw new AppError(404, 'NOT_FOUND', 'This upload address is unknown.');
  if (ticket.expiresAt < new Date()) throw refused('it has expired.');
  if (ticket.consumedAt) throw refused('it has already been used.');
  if (declaredLength !== undefined && declaredLength > ticket.maxBytes) throw tooLarge(ticket.maxBytes);
  let size: number;
  try {
    ({ size } = await ctx.storage.put(ticket.storageKey, body, { maxBytes: ticket.maxBytes }));
  } catch (err) {
    if (err instanceof StorageLimitError) throw tooLarge(ticket.maxBytes);
    throw err;
  }
  await ctx.db
    .update(uploadTickets)
    .set({ receivedAt: new Date(), receivedBytes: size })
    .where(eq(uploadTickets.id, ticket.id));
  return { size };
}

/** Claims a received upload for registration. Each address can be claimed once, by the user it was issued to. */
export async function claimUpload(ctx: AppContext, user: TUser, target: UploadTarget, uploadURL: string) {
  const id = ticketIdFromUrl(ctx.config.publicUrl, uploadURL);
  if (!id) {
    const direct = ctx.storage.directUploads;
    const key = direct ? await direct.keyOf(uploadURL) : undefined;
    if (!direct || !key) throw refused('it was not issued by this server.');
    return claimDirectUpload(ctx, direct, user, target, key);
  }
  const [ticket] = await ctx.db
    .update(uploadTickets)
    .set({ consumedAt: new Date() })
    .where(and(eq(uploadTickets.id, id), ...claimableBy(user, target), isNotNull(uploadTickets.receivedAt)))
    .returning();
  if (!ticket) throw notClaimable();
  return { storageKey: ticket.storageKey, size: ticket.receivedBytes ?? 0 };
}

/** A ticket this user may claim for this list: issued to them, for it, not used yet and not expired. */
const claimableBy = (user: TUser, target: UploadTarget) => [
  eq(uploadTickets.userId, user.id),
  eq(uploadTickets.firmId, user.firmId),
  eq(uploadTickets.target, target),
  isNull(uploadTickets.consumedAt),
  gt(uploadTickets.expiresAt, sql`now()`),
];

const notClaimable = () =>
  refused('it was not issued to you for this list, has expired, was already used, or no file was sent to it.');

/** The object-storage half of claimUpload: the ticket is found by its key, the file by HEAD in our own bucket. */
async function claimDirectUpload(
  ctx: AppContext,
  direct: DirectUploads,
  user: TUser,
  target: UploadTarget,
  uploadKey: string,
) {
  const [ticket] = await ctx.db
    .select()
    .from(uploadTickets)
    .where(and(eq(uploadTickets.storageKey, uploadKey), ...claimableBy(user, target)));
  if (!ticket) throw notClaimable();
  // The first claim wins; a concurrent second one finds the ticket consumed.
  const [claimed] = await ctx.db
    .update(uploadTickets)
    .set({ consumedAt: new Date() })
    .where(and(eq(uploadTickets.id, ticket.id), isNull(uploadTickets.consumedAt)))
    .returning({ id: uploadTickets.id });
  if (!claimed) throw notClaimable();
  const storageKey = newStorageKey('uploads', user.firmId);
  let adopted: { size: number } | undefined;
  try {
    adopted = await direct.adopt(uploadKey, storageKey, ticket.maxBytes);
  } catch (err) {
    if (err instanceof StorageLimitError) throw tooLarge(ticket.maxBytes);
    await ctx.db.update(uploadTickets).set({ consumedAt: null }).where(eq(uploadTickets.id, ticket.id));
    throw err;
  }
  if (!adopted) {
    // Nothing arrived (yet): the address stays usable until it expires.
    await ctx.db.update(uploadTickets).set({ consumedAt: null }).where(eq(uploadTickets.id, ticket.id));
    throw refused('no file was sent to it.');
  }
  await ctx.db
    .update(uploadTickets)
    .set({ receivedAt: new Date(), receivedBytes: adopted.size, storageKey })
    .where(eq(uploadTickets.id, ticket.id));
  return { storageKey, size: adopted.size };
}

function ticketIdFromUrl(publicUrl: string, uploadURL: string): string | undefined {
  let url: URL;
  try {
    url = new URL(uploadURL, publicUrl);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(publicUrl).origin) return undefined;
  const m = url.pathname.match(new RegExp(`^${UPLOAD_PATH}/([A-Za-z0-9_-]{32})$`));
  return m?.[1];
}
