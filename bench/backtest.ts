/**
 * "How well do I know you?" on the corpus: each completed questionnaire of ../shared/corpus answered from
 * the others (leave one document out, engine: answering/backtest.ts), as the Training Documents screen shows it:
 * per document coverage, agreement (yes/no, else token F1 >= 0.5), and the share right per confidence band.
 *
 *   node --import tsx bench/backtest.ts [--lexical]
 */
import {
  backtestDocument,
  summarizeBacktest,
  type BacktestBand,
  type BacktestPair,
  type BacktestTally,
} from '../src/engines/answering/backtest.js';
import { createEmbedder } from '../src/engines/answering/index.js';
import { ANSWERED_ON, loadTruth } from './answer-quality.js';

/** The corpus's completed questionnaires (the firm's training documents). */
const COMPLETED = [
  'canvas-hecvat-full-3.03-2022',
  'instructure-caiq-4.0.2-2022',
  'canvas-k12cvat-lite-4.1-2024',
  'ethicalcapital-pri-ddq',
];

const pct = (n: number, of: number) => (of ? `${Math.round((100 * n) / of)}%` : '-');
const given = (t: BacktestTally) => t.answered + t.draft;

async function main(): Promise<void> {
  const lexical = process.argv.includes('--lexical');
  const pairs: BacktestPair[] = [];
  for (const name of COMPLETED) {
    for (const q of await loadTruth(name)) {
      if (!q.expected.trim()) continue;
      pairs.push({
        id: `${name}#${q.id}`,
        question: q.question,
        answer: q.expected,
        createdAt: new Date(ANSWERED_ON[name] ?? '2024-01-01'),
        documentId: name,
        section: q.section,
      });
    }
  }
  const embedder = lexical ? undefined : await createEmbedder();
  const started = performance.now();
  const documents = [];
  for (const name of COMPLETED) documents.push(await backtestDocument({ id: name, name }, pairs, { embedder }));
  const seconds = (performance.now() - started) / 1000;

  console.log(
    `Backtest of ${COMPLETED.length} completed questionnaires, ${pairs.length} pairs, ${lexical ? 'lexical' : 'embeddings'}: ${seconds.toFixed(1)} s\n`,
  );
  console.log('| document | questions | answered | draft | none | agree (of given) | same yes/no |');
  console.log('|---|---|---|---|---|---|---|');
  for (const d of documents) {
    const t = d.totals;
    console.log(
      `| ${d.name} | ${t.questions} | ${t.answered} | ${t.draft} | ${t.none} | ${t.agree}/${given(t)} (${pct(t.agree, given(t))}) | ${t.yesNoAgree}/${t.yesNo} |`,
    );
  }
  const s = summarizeBacktest(documents);
  console.log(
    `| all | ${s.totals.questions} | ${s.totals.answered} | ${s.totals.draft} | ${s.totals.none} | ${s.totals.agree}/${given(s.totals)} (${pct(s.totals.agree, given(s.totals))}) | ${s.totals.yesNoAgree}/${s.totals.yesNo} |\n`,
  );
  console.log('| confidence | answers | right |');
  console.log('|---|---|---|');
  for (const b of s.bands.filter((x: BacktestBand) => x.answers > 0))
    console.log(`| ${b.from}-${Math.min(100, b.to - 1)}% | ${b.answers} | ${b.right} (${pct(b.right, b.answers)}) |`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
