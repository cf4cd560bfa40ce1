/**
 * A local stand-in for an OpenAI-compatible chat completions API (POST /v1/chat/completions), speaking the
 * real protocol over HTTP. Its behaviour is scripted per question text, to exercise the product's model path.
 */
import http from 'node:http';

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

export async function startOpenAiStandIn(rules: StandInRule[], opts: { delayMs?: number } = {}): Promise<OpenAiStandIn> {
  const calls: { question: string; status: number }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const request = JSON.parse(body) as { model: string; messages: { role: string; content: string }[] };
      const user = request.messages.find((m) => m.role === 'user')?.content ?? '';
      const question = user.split('\n')[0] ?? '';
      const rule = rules.find((r) => question.includes(r.when))?.reply ?? 'answer-from-first-pair';
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        calls.push({ question, status });
        setTimeout(() => res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(payload)), opts.delayMs ?? 0);
      };
      if (rule === 'server-error') return send(500, { error: { message: 'upstream exploded', type: 'server_error' } });
      if (rule === 'rate-limited') return send(429, { error: { message: 'slow down', type: 'rate_limit' } }, { 'retry-after-ms': '10' });
      const firstAnswer = user.match(/\nP1 [^\n]*\nQ: [^\n]*\nA: ([^\n]*)/)?.[1] ?? null;
      const content =
        rule === 'garbage'
          ? 'not json at all'
          : JSON.stringify(rule === 'cannot-answer' ? { answer: null, used_pair_ids: [], cannot_answer: true } : { answer: firstAnswer, used_pair_ids: ['P1'], cannot_answer: false });
      send(200, {
        id: `chatcmpl-${calls.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: request.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 },
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as { port: number };
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    calls,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
