/**
 * Responses checked against the contract at the edge: every JSON answer of an /api call is parsed with the response
 * schema its call declares in src/contract (the same schemas the web client and the tests read with). Outside
 * production a response that does not match is replaced by 500 RESPONSE_CONTRACT naming the field, so the test
 * suites catch a server that drifts from its contract; in production the check is skipped (it would parse every
 * 250-answer review twice), the tests having made sure.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { api } from '@contract/index';

/** "GET /api/ddq-completions/:id/review" → its response schema (Fastify writes route parameters as the contract does). */
const RESPONSES = new Map<string, ZodType>(
  Object.values(api).flatMap((call) =>
    call.response ? [[`${call.method} ${call.path}`, call.response as ZodType] as const] : [],
  ),
);

export function responseSchemaFor(method: string, url: string | undefined): ZodType | undefined {
  return url ? RESPONSES.get(`${method} ${url}`) : undefined;
}

export function installResponseContract(app: FastifyInstance, opts: { enabled: boolean }): void {
  if (!opts.enabled) return;
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode < 200 || reply.statusCode >= 300 || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const schema = responseSchemaFor(req.method, req.routeOptions.url);
    if (!schema) return payload;
    const checked = schema.safeParse(JSON.parse(payload));
    if (checked.success) return payload;
    const issue = checked.error.issues[0];
    const message = `The response of ${req.method} ${req.routeOptions.url} does not match its contract: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`;
    req.log.error({ issues: checked.error.issues.slice(0, 5) }, message);
    reply.code(500);
    return JSON.stringify({ code: 'RESPONSE_CONTRACT', message });
  });
}
