/**
 * AnswerGenerator over any OpenAI-compatible chat-completions API (OpenAI, Azure OpenAI, Ollama, vLLM,
 * llama.cpp server). The `openai` client does the timeouts and the retries with exponential back-off on
 * 408/409/429/5xx (honouring retry-after headers). The model may answer only from the pairs it is shown.
 */
import OpenAI from 'openai';
import { z } from 'zod';
import { describeLimit } from './limits.js';
import type { AnswerGenerator, GenerationRequest, GenerationResult } from './types.js';

export interface OpenAiGeneratorConfig {
  baseURL: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  /** Calls in flight at once. */
  concurrency: number;
  /** Ask for response_format json_object (default true; turn off for servers that reject it). */
  jsonMode?: boolean;
  maxTokens?: number;
}

const ModelReply = z.object({
  answer: z.string().nullable().optional(),
  used_pair_ids: z
    .array(z.union([z.string(), z.number()]))
    .optional()
    .default([]),
  cannot_answer: z.boolean().optional().default(false),
});

export const SYSTEM_PROMPT = [
  "You fill in due-diligence questionnaires for a firm using ONLY the firm's previous answers, which are given",
  'as numbered pairs (P1, P2, ...). You are the judge of whether a pair answers the question. Rules:',
  '- A pair answers the question only if its answer says what THIS question asks: the same subject and the same',
  '  scope (the same party: the firm, its employees, contractors, vendors or clients; the same time span; the same',
  '  control: detection is not prevention, at rest is not in transit, having a policy is not a specific setting).',
  '  A pair on a related topic does not answer it. Questionnaire guidance after the question does not change it.',
  '- Answer only from pairs that answer the question, and list exactly those in "used_pair_ids". If none does,',
  '  set "cannot_answer": true and "answer": null. A blank is better than a wrong answer.',
  "- Keep the firm's own wording; do not invent facts, numbers, names or dates.",
  '- For a yes/no question start the answer with "Yes" or "No", then the firm\'s explanation if any.',
  '- When pairs disagree, prefer the newest one.',
  'Reply with one JSON object: {"answer": string|null, "used_pair_ids": ["P1", ...], "cannot_answer": boolean}.',
].join('\n');

export function buildUserPrompt(request: GenerationRequest): string {
  const lines = [`Question (${request.kind.replace('_', '/')}): ${request.question}`];
  if (request.section) lines.push(`Section: ${request.section}`);
  if (request.options?.length) lines.push(`Options: ${request.options.join(' | ')}`);
  if (request.limit)
    lines.push(
      `Limit: the answer must fit within ${describeLimit(request.limit)}; shorten the stored answer to fit, keeping what it says.`,
    );
  lines.push('', "Firm's previous answers:");
  request.pairs.forEach((p, i) => {
    lines.push(`P${i + 1} (${p.createdAt.toISOString().slice(0, 10)}${p.context ? `, ${p.context}` : ''})`);
    lines.push(`Q: ${p.question}`, `A: ${p.answer}`, '');
  });
  return lines.join('\n');
}

export function createOpenAiGenerator(config: OpenAiGeneratorConfig): AnswerGenerator {
  const client = new OpenAI({
    baseURL: config.baseURL,
    apiKey: config.apiKey,
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
  });
  return {
    concurrency: config.concurrency,
    async generate(request: GenerationRequest): Promise<GenerationResult> {
      const completion = await client.chat.completions.create({
        model: config.model,
        temperature: 0,
        ...(config.maxTokens ? { max_tokens: config.maxTokens } : {}),
        ...(config.jsonMode === false ? {} : { response_format: { type: 'json_object' as const } }),
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: buildUserPrompt(request) },
        ],
      });
      const content = completion.choices[0]?.message?.content ?? '';
      const usage = completion.usage;
      const tokensUsed = usage?.total_tokens ?? (usage ? usage.prompt_tokens + usage.completion_tokens : 0);
      const reply = parseReply(content);
      const ids = reply.used_pair_ids
        .map((h) => request.pairs[Number(String(h).replace(/^p/i, '')) - 1]?.id)
        .filter((id): id is string => typeof id === 'string');
      const answer = reply.cannot_answer ? null : reply.answer?.trim() || null;
      return { answer, usedPairIds: answer === null ? [] : ids, tokensUsed };
    },
  };
}

function parseReply(content: string): z.infer<typeof ModelReply> {
  const body = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new Error(`model reply is not JSON: ${body.slice(0, 80)}`);
  }
  const parsed = ModelReply.safeParse(json);
  if (!parsed.success) throw new Error(`model reply has the wrong shape: ${body.slice(0, 80)}`);
  return parsed.data;
}
