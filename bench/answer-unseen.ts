/**
 * Unseen questionnaire families, unlabelled: the ILPA Due Diligence Questionnaire (PDF, 229 questions) answered
 * from the hard matching set's fictional investment firm (its 60 stored pairs only, none of the set's questions) and
 * from a real firm's completed PRI DDQ (23 ESG pairs); a vendor assessment (Word, 48 questions) answered from a
 * vendor's completed HECVAT and K-12CVAT. No family here was written or fitted on. There is no truth file, so the answers and drafts are printed
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

const embedder = await createEmbedder();
const line = (s: string | undefined, n: number) => (s ?? '').replace(/\s+/g, ' ').slice(0, n);

async function blankQuestions(file: string) {
  const parsed = await parseQuestionnaire(new Uint8Array(await readFile(path.join(CORPUS, 'raw', file))), {
    filename: file,
  });
  return parsed.items.map((it, i) => ({ index: i, text: it.question }));
}

const security = [
  ...(await pairsFromTruth('canvas-hecvat-full-3.03-2022')),
  ...(await pairsFromTruth('canvas-k12cvat-lite-4.1-2024')),
];
const runs: { blank: string; name: string; kb: KnowledgePair[] }[] = [
  {
    blank: 'ILPA_Due_Diligence_Questionnaire_v1.2.pdf',
    name: "the hard set's 60 pairs",
    kb: hardKnowledge(await loadHardSet(CORPUS)),
  },
  {
    blank: 'ILPA_Due_Diligence_Questionnaire_v1.2.pdf',
    name: "Ethical Capital's PRI DDQ (23 pairs)",
    kb: await pairsFromTruth('ethicalcapital-pri-ddq'),
  },
  {
    blank: 'ecometricx-vendor-assessment-blank.docx',
    name: `Instructure's HECVAT 3.03 and K-12CVAT (${security.length} pairs)`,
    kb: security,
  },
];
for (const { blank, name, kb } of runs) {
  const questions = await blankQuestions(blank);
  console.log(`\n== ${blank} from ${name}`);
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
    `${blank} (${questions.length} questions) from ${name}: answered ${counts.answered}, draft ${counts.draft}, no answer ${counts.none}`,
  );
}
await embedder.close();
