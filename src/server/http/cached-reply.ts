/** Sends a polled read from the firm's poll cache (domain/poll-cache.ts) as the JSON text it already is. */
import type { FastifyReply } from 'fastify';
import { cachedPoll } from '../domain/poll-cache';

export async function sendPolled(
  reply: FastifyReply,
  firmId: string,
  name: string,
  load: () => Promise<unknown>,
  ttlMs?: number,
): Promise<FastifyReply> {
  const json = await cachedPoll(firmId, name, load, ttlMs);
  return reply.type('application/json; charset=utf-8').send(json);
}
