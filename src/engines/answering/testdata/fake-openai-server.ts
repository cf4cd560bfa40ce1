/**
 * A local HTTP server speaking the OpenAI chat-completions protocol, for the generator tests. Each request
 * takes the next scripted step (the last one repeats): a JSON reply, an HTTP error, or a hang.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Step =
  | { reply: string; tokens?: number; delayMs?: number }
  | { status: number; retryAfterMs?: number }
  | { hang: true };

export interface FakeOpenAi {
  baseURL: string;
  requests: { path: string; body: Record<string, unknown>; auth: string | undefined }[];
  peakInFlight: number;
  script(steps: Step[]): void;
  close(): Promise<void>;
}

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
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      fake.requests.push({ path: req.url ?? '', body: JSON.parse(raw || '{}') as Record<string, unknown>, auth: req.headers.authorization });
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
        res.end(JSON.stringify({ error: { message: `scripted ${step.status}`, type: 'server_error' } }));
        return;
      }
      setTimeout(() => {
        done();
        const tokens = step.tokens ?? 100;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'test-model',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: step.reply } }],
          usage: { prompt_tokens: tokens - 20, completion_tokens: 20, total_tokens: tokens },
        }));
      }, step.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
