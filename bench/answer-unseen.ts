/**
 * An unseen questionnaire family, unlabelled: the ILPA Due Diligence Questionnaire (PDF, 229 questions, a family
 * nothing in the engine was written or fitted on) answered from two knowledge bases in turn: the hard matching set's
 * fictional investment firm (its 60 stored pairs only, none of the set's questions) and a real firm's completed PRI
 * DDQ (23 ESG pairs). There is no truth file, so the answers and drafts are printed
 * to be read by eye: a check that topic alone does not pass for an answer on questionnaires the engine has never
 * seen.
 *
 *   npx tsx bench/answer-unseen.ts
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseQuestionnaire } from '../src/engines/document/index.js';
import { answerQuestions, buildKnowledgeIndex, type KnowledgePair } from '../src/engines/answering/index.js';
import { createEmbedder } from '../src/engines/answering/embedder.js';
import { CORPUS, pairsFromTruth } from './answer-quality.js';
import { hardKnowledge, loadHardSet } from './answer-quality-hard.js';

const file = path.join(CORPUS, 'raw', 'ILPA_Due_Diligence_Questionnaire_v1.2.pdf');
const parsed = await parseQuestionnaire(new Uint8Array(await readFile(file)), { filename: path.basename(file) });
const questions = parsed.items.map((it, i) => ({ index: i, text: it.question }));
const embedder = await createEmbedder();
const line = (s: string | undefined, n: number) => (s ?? '').replace(/\s+/g, ' ').slice(0, n);

const knowledgeBases: [string, KnowledgePair[]][] = [
  ["the hard set's 60 pairs", hardKnowledge(await loadHardSet(CORPUS))],
  ["Ethical Capital's PRI DDQ (23 pairs)", await pairsFromTruth('ethicalcapital-pri-ddq')],
];
for (const [name, kb] of knowledgeBases) {
  console.log(`\n== ILPA DDQ from ${name}`);
  const results = await answerQuestions(questions, buildKnowledgeIndex(kb), { embedder });
  const byId = new Map(kb.map((p) => [p.id, p]));
  const counts = { answered: 0, draft: 0, none: 0 };
  for (const r of results) {
    counts[r.outcome]++;
    if (r.outcome === 'none') continue;
    const pair = byId.get(r.sourcePairIds[0] ?? '');
    console.log(`${r.outcome} ${r.confidence}%  ${line(questions[r.index]?.text, 150)}`);
    console.log(`    from: ${line(pair?.question, 150)}`);
    console.log(`    says: ${line(pair?.answer, 110)}`);
  }
  console.log(
    `ILPA DDQ (${questions.length} questions) from ${name}: answered ${counts.answered}, draft ${counts.draft}, no answer ${counts.none}`,
  );
}
await embedder.close();
