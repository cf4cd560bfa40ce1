/**
 * Local stand-ins for an OpenAI-compatible chat completions API (POST /v1/chat/completions), speaking the real
 * protocol over HTTP. `startOpenAiStandIn` replies by rules on the question text, to exercise the product's model
 * path end to end; `startFakeOpenAi` replies with scripted steps (a reply, an HTTP error, a hang), for the
 * generator's own tests. Both share the server, the request log and the shape of a completion.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

/** Listens on a free local port; every request is handed over with its whole body. */
async function serve(handler: Handler): Promise<{ baseURL: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => handler(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function completion(id: string, model: string, content: string, usage: { prompt: number; completion: number }) {
  return {
    id,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    usage: {
      prompt_tokens: usage.prompt,
      completion_tokens: usage.completion,
      total_tokens: usage.prompt + usage.completion,
    },
  };
}

const errorBody = (message: string, type: string) => JSON.stringify({ error: { message, type } });

export interface StandInRule {
  /** Applies when the question line contains this text. */
  when: string;
  reply: 'answer-from-first-pair' | 'cannot-answer' | 'server-error' | 'rate-limited' | 'garbage';
}

export interface OpenAiStandIn {
  baseURL: string;
  calls: { question: string; status: number }[];
  close(): Promise<void>;
}

export async function startOpenAiStandIn(
  rules: StandInRule[],
  opts: { delayMs?: number } = {},
): Promise<OpenAiStandIn> {
  const calls: { question: string; status: number }[] = [];
  const server = await serve((req, body, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const request = JSON.parse(body) as { model: string; messages: { role: string; content: string }[] };
    const user = request.messages.find((m) => m.role === 'user')?.content ?? '';
    const question = user.split('\n')[0] ?? '';
    const rule = rules.find((r) => question.includes(r.when))?.reply ?? 'answer-from-first-pair';
    const send = (status: number, payload: string, headers: Record<string, string> = {}) => {
      calls.push({ question, status });
      setTimeout(
        () => res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(payload),
        opts.delayMs ?? 0,
      );
    };
    if (rule === 'server-error') return send(500, errorBody('upstream exploded', 'server_error'));
    if (rule === 'rate-limited') return send(429, errorBody('slow down', 'rate_limit'), { 'retry-after-ms': '10' });
    const firstAnswer = user.match(/\nP1 [^\n]*\nQ: [^\n]*\nA: ([^\n]*)/)?.[1] ?? null;
    const content =
      rule === 'garbage'
        ? 'not json at all'
        : JSON.stringify(
            rule === 'cannot-answer'
              ? { answer: null, used_pair_ids: [], cannot_answer: true }
              : { answer: firstAnswer, used_pair_ids: ['P1'], cannot_answer: false },
          );
    send(
      200,
      JSON.stringify(completion(`chatcmpl-${calls.length}`, request.model, content, { prompt: 120, completion: 30 })),
    );
  });
  return { baseURL: server.baseURL, calls, close: server.close };
}

export type Step =
  { reply: string; tokens?: number; delayMs?: number } | { status: number; retryAfterMs?: number } | { hang: true };

export interface FakeOpenAi {
  baseURL: string;
  requests: { path: string; body: Record<string, unknown>; auth: string | undefined }[];
  peakInFlight: number;
  script(steps: Step[]): void;
  close(): Promise<void>;
}

/** Each request takes the next scripted step (the last one repeats). */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let steps: Step[] = [];
  let inFlight = 0;
  const fake: FakeOpenAi = {
    baseURL: '',
    requests: [],
    peakInFlight: 0,
    script: (s) => {
      steps = [...s];
      fake.requests.length = 0;
      fake.peakInFlight = 0;
    },
    close: async () => {},
  };
  const server = await serve((req, raw, res) => {
    fake.requests.push({
      path: req.url ?? '',
      body: JSON.parse(raw || '{}') as Record<string, unknown>,
      auth: req.headers.authorization,
    });
    const step = (steps.length > 1 ? steps.shift() : steps[0]) ?? { status: 500 };
    inFlight++;
    fake.peakInFlight = Math.max(fake.peakInFlight, inFlight);
    const done = () => inFlight--;
    if ('hang' in step) {
      res.on('close', done);
      return;
    }
    if ('status' in step) {
      done();
      res.writeHead(step.status, {
        'content-type': 'application/json',
        ...(step.retryAfterMs !== undefined ? { 'retry-after-ms': String(step.retryAfterMs) } : {}),
      });
      res.end(errorBody(`scripted ${step.status}`, 'server_error'));
      return;
    }
    setTimeout(() => {
      done();
      const tokens = step.tokens ?? 100;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(completion('chatcmpl-test', 'test-model', step.reply, { prompt: tokens - 20, completion: 20 })),
      );
    }, step.delayMs ?? 0);
  });
  fake.baseURL = server.baseURL;
  fake.close = server.close;
  return fake;
}
