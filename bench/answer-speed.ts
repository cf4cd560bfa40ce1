/**
 * Speed of the embedded engine: answer a 250-question DDQ against a 2,000-pair knowledge base, embedding of the
 * questions included, with peak memory. Stored pairs carry their embeddings (the server computes them when a
 * completed DDQ is learned and keeps them in PostgreSQL), so that one-off cost is reported apart.
 *
 *   node --import tsx bench/answer-speed.ts [--pairs 2000] [--questions 250] [--workers N (default: the library's, 2 on 2+ cores)]
 */
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  answerEmbeddingText,
  answerQuestions,
  buildKnowledgeIndex,
  bytesToEmbedding,
  createEmbedder,
  pairEmbeddingText,
  embeddingToBytes,
  type KnowledgePair,
  type QuestionInput,
} from '../src/engines/answering/index.js';

const CORPUS = process.env.CORPUS_DIR ?? '/work/shared/corpus';
const VARIANTS = [
  (q: string) => q,
  (q: string) => `Please describe: ${q}`,
  (q: string) => `${q} Please provide supporting details.`,
  (q: string) => `For the fund: ${q}`,
];

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

/** Peak resident set size of this process so far (Linux VmHWM), in MB. */
function peakRssMb(): number {
  try {
    const m = readFileSync('/proc/self/status', 'utf8').match(/VmHWM:\s+(\d+) kB/);
    if (m?.[1]) return Number(m[1]) / 1024;
  } catch {
    // not Linux
  }
  return process.memoryUsage().rss / 1024 / 1024;
}

async function corpusQuestions(): Promise<{ question: string; answer: string; section: string; source: string }[]> {
  const dir = path.join(CORPUS, 'rendered');
  const out: { question: string; answer: string; section: string; source: string }[] = [];
  for (const f of (await readdir(dir)).filter((x) => x.endsWith('.truth.json')).sort()) {
    const t = JSON.parse(await readFile(path.join(dir, f), 'utf8')) as {
      questions: { question: string; expected: string; section: string }[];
    };
    for (const q of t.questions)
      if (q.expected.trim()) out.push({ question: q.question, answer: q.expected, section: q.section, source: f });
  }
  return out;
}

async function main(): Promise<void> {
  const nPairs = arg('--pairs', 2000);
  const nQuestions = arg('--questions', 250);
  const base = await corpusQuestions();
  const pairs: KnowledgePair[] = Array.from({ length: nPairs }, (_, i) => {
    const b = base[i % base.length]!;
    const variant = VARIANTS[Math.floor(i / base.length) % VARIANTS.length]!;
    return {
      id: `pair-${i}`,
      question: variant(b.question),
      answer: b.answer,
      context: b.section,
      createdAt: new Date(Date.UTC(2020 + (i % 5), i % 12, 1)),
      sourceName: b.source,
    };
  });
  const questions: QuestionInput[] = Array.from({ length: nQuestions }, (_, i) => {
    const b = base[(i * 7) % base.length]!;
    // Worded differently from every stored question, so no exact match spares the model (worst case).
    return {
      index: i + 1,
      text: `${i + 1}. In short, ${b.question.replace(/\?$/, '')} - yes or no?`,
      section: b.section,
    };
  });
  console.log(
    `answer speed: ${nQuestions} questions vs ${nPairs} pairs (${base.length} distinct corpus questions), node ${process.version}`,
  );
  console.log(`  memory before model: rss ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB`);

  const workers = arg('--workers', -1);
  let t = performance.now();
  const embedder = await createEmbedder(workers >= 0 ? { workers } : {});
  console.log(
    `  model load (once per process, ${workers >= 0 ? workers : 'default'} worker threads): ${(performance.now() - t).toFixed(0)} ms`,
  );

  t = performance.now();
  const stored = await embedder.embed([
    ...pairs.map((p) => pairEmbeddingText(p.question)),
    ...pairs.map((p) => answerEmbeddingText(p.answer)),
  ]);
  const storedMs = performance.now() - t;
  // What the server keeps in PostgreSQL (bytea) and reads back for an answering run: each pair's question and answer.
  const blobs = stored.map(embeddingToBytes);
  console.log(
    `  embedding the knowledge base, questions and answers (once, when DDQs are learned): ${storedMs.toFixed(0)} ms (${(nPairs / (storedMs / 1000)).toFixed(0)} pairs/s)`,
  );

  const runs: number[] = [];
  const cpuRuns: number[] = [];
  let detail = '';
  for (let run = 0; run < 3; run++) {
    const fresh = pairs.map((p, i) => ({
      ...p,
      embedding: bytesToEmbedding(blobs[i]!),
      answerEmbedding: bytesToEmbedding(blobs[nPairs + i]!),
    }));
    t = performance.now();
    const cpu = process.cpuUsage();
    const index = buildKnowledgeIndex(fresh);
    const tIndex = performance.now() - t;
    const results = await answerQuestions(questions, index, { embedder });
    const total = performance.now() - t;
    runs.push(total);
    const used = process.cpuUsage(cpu);
    cpuRuns.push((used.user + used.system) / 1000);
    const answered = results.filter((r) => r.status === 'generated').length;
    detail = `index build ${tIndex.toFixed(0)} ms; answered ${answered}/${results.length}`;
  }
  console.log(
    `  ANSWER RUN (index build + embed ${nQuestions} questions + rank + compose), 3 runs: ${runs.map((r) => `${(r / 1000).toFixed(2)} s`).join(', ')}` +
      ` (CPU ${cpuRuns.map((r) => `${(r / 1000).toFixed(2)} s`).join(', ')}); ${detail}`,
  );
  console.log(
    `  load average while measuring (2 cores, shared with other work): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  t = performance.now();
  const lexIndex = buildKnowledgeIndex(pairs.map((p) => ({ ...p })));
  await answerQuestions(questions, lexIndex);
  console.log(`  lexical only (no model): ${(performance.now() - t).toFixed(0)} ms`);

  await scaleCheck(pairs, questions);

  const best = Math.min(...runs) / 1000;
  const worst = Math.max(...runs) / 1000;
  console.log(
    `  peak memory (VmHWM): ${peakRssMb().toFixed(0)} MB; heap used now ${(process.memoryUsage().heapUsed / 1048576).toFixed(0)} MB`,
  );
  await embedder.close();
  console.log(
    `  target < 5 s: ${worst < 5 ? 'MET' : 'MISSED'} (best ${best.toFixed(2)} s, worst ${worst.toFixed(2)} s)`,
  );
}

/** 10,000 pairs: index build and ranking cost with stand-in vectors (the model's cost does not grow with pairs). */
async function scaleCheck(pairs: KnowledgePair[], questions: QuestionInput[]): Promise<void> {
  const dims = 512;
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648 - 0.5;
  const unit = () => {
    const v = Float32Array.from({ length: dims }, rand);
    const n = Math.hypot(...v);
    return v.map((x) => x / n);
  };
  const big = Array.from({ length: 10_000 }, (_, i) => ({
    ...pairs[i % pairs.length]!,
    id: `big-${i}`,
    question: `${pairs[i % pairs.length]!.question} (${i})`,
    embedding: unit(),
    answerEmbedding: unit(),
  }));
  const fake = { dims, embed: async (texts: string[]) => texts.map(unit) };
  const t = performance.now();
  const index = buildKnowledgeIndex(big);
  const tIndex = performance.now() - t;
  await answerQuestions(questions, index, { embedder: fake });
  console.log(
    `  scale: 10,000 pairs, ${questions.length} questions, stand-in vectors (model excluded): index build ${tIndex.toFixed(0)} ms, total ${(performance.now() - t).toFixed(0)} ms`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
