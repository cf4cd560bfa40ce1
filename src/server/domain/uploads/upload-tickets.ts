/**
 * Two-step uploads: the server issues an upload address (a ticket bound to the user, the firm, the target
 * list and a size limit, valid for 15 minutes), the browser PUTs the file to it, and `upload-complete`
 * accepts only an address this server issued to this user that has received a file, once.
 */
import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TUser } from '@contract/index';
import { LIMITS } from '@contract/index';
import type { AppContext } from '../../context';
import { uploadTickets } from '../../db/schema';
import { newStorageKey, StorageLimitError } from '../../storage';
import { AppError, tooLarge } from '../../errors';

export type UploadTarget = 'source-document' | 'ddq-completion';
export const UPLOAD_PATH = '/api/uploads';
const TICKET_TTL_MS = 15 * 60_000;

export async function issueUploadTicket(ctx: AppContext, user: TUser, target: UploadTarget): Promise<{ uploadURL: string }> {
  const id = crypto.randomBytes(24).toString('base64url');
  await ctx.db.insert(uploadTickets).values({
    id,
    firmId: user.firmId,
    userId: user.id,
    target,
    storageKey: newStorageKey('uploads', user.firmId),
    maxBytes: LIMITS.uploadBytes,
    expiresAt: new Date(Date.now() + TICKET_TTL_MS),
  });
  return { uploadURL: `${ctx.config.publicUrl}${UPLOAD_PATH}/${id}` };
}

const refused = (why: string) => new AppError(400, 'INVALID_UPLOAD_URL', `This upload address cannot be used: ${why} Please upload the file again.`);

/** Receives the PUT body of an issued address, streaming it to storage within the size limit. */
export async function receiveUpload(ctx: AppContext, user: TUser, ticketId: string, body: Readable, declaredLength?: number): Promise<{ size: number }> {
  const [ticket] = await ctx.db
    .select()
    .from(uploadTickets)
    .where(and(eq(uploadTickets.id, ticketId), eq(uploadTickets.userId, user.id), eq(uploadTickets.firmId, user.firmId)));
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
  await ctx.db.update(uploadTickets).set({ receivedAt: new Date(), receivedBytes: size }).where(eq(uploadTickets.id, ticket.id));
  return { size };
}

/** Claims a received upload for registration. Each address can be claimed once, by the user it was issued to. */
export async function claimUpload(ctx: AppContext, user: TUser, target: UploadTarget, uploadURL: string) {
  const id = ticketIdFromUrl(ctx.config.publicUrl, uploadURL);
  if (!id) throw refused('it was not issued by this server.');
  const [ticket] = await ctx.db
    .update(uploadTickets)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(uploadTickets.id, id),
        eq(uploadTickets.userId, user.id),
        eq(uploadTickets.firmId, user.firmId),
        eq(uploadTickets.target, target),
        isNull(uploadTickets.consumedAt),
        isNotNull(uploadTickets.receivedAt),
        gt(uploadTickets.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!ticket) throw refused('it was not issued to you for this list, has expired, was already used, or no file was sent to it.');
  return { storageKey: ticket.storageKey, size: ticket.receivedBytes ?? 0 };
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
