/**
 * --via-documents: read the questionnaires through the document engine instead of the truth files: the
 * knowledge base from the completed .docx renders (parseQuestionnaire + extractQaPairs), the questions from the
 * blank .docx, aligned to the truth list by their wording so they can be scored.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { extractQaPairs, parseQuestionnaire } from '../src/engines/document/index.js';
import { normalizeQuestion, tokenF1, type KnowledgePair, type QuestionInput } from '../src/engines/answering/index.js';

const RENDERED = path.join(process.env.CORPUS_DIR ?? '/work/shared/corpus', 'rendered');

async function renderFile(name: string, kind: 'completed' | 'blank', layout: string): Promise<string> {
  const files = (await readdir(RENDERED)).filter((f) => f.startsWith(`${name}.`) && f.endsWith(`.${kind}.docx`));
  const file = files.find((f) => f.includes(`.${layout}.`)) ?? files[0];
  if (!file) throw new Error(`no ${kind} .docx render for ${name}`);
  return file;
}

async function parse(file: string) {
  return parseQuestionnaire(new Uint8Array(await readFile(path.join(RENDERED, file))), { filename: file });
}

export async function loadViaDocuments(
  names: string[],
  answeredOn: Record<string, string>,
  layout = 'table',
): Promise<KnowledgePair[]> {
  const pairs: KnowledgePair[] = [];
  for (const name of names) {
    const file = await renderFile(name, 'completed', layout);
    extractQaPairs(await parse(file)).forEach((d, i) => {
      const context = d.sectionTitle ?? d.context;
      pairs.push({
        id: `${file}#${d.itemNumber ?? i}`,
        question: d.question,
        answer: d.answer,
        ...(context ? { context } : {}),
        createdAt: new Date(answeredOn[name] ?? '2020-01-01'),
        sourceName: file,
      });
    });
  }
  return pairs;
}

/** Questions of the blank render, keyed by the truth question index they align with. */
export async function blankQuestionsViaDocuments(
  name: string,
  truths: { index: number; question: string }[],
  layout = 'table',
): Promise<{ file: string; byTruthIndex: Map<number, QuestionInput> } | null> {
  const file = await renderFile(name, 'blank', layout).catch(() => null);
  if (!file) return null;
  const parsed = await parse(file);
  const free = new Set(parsed.items.map((_, i) => i));
  const byTruthIndex = new Map<number, QuestionInput>();
  for (const t of truths) {
    const norm = normalizeQuestion(t.question);
    let best = -1;
    let bestF1 = 0.8;
    for (const i of free) {
      const item = parsed.items[i]!;
      const f1 = normalizeQuestion(item.question) === norm ? 1.01 : tokenF1(item.question, t.question);
      if (f1 > bestF1) [best, bestF1] = [i, f1];
    }
    if (best < 0) continue;
    free.delete(best);
    const item = parsed.items[best]!;
    const section = item.sectionIndex === null ? undefined : parsed.sections[item.sectionIndex]?.title;
    byTruthIndex.set(t.index, {
      index: t.index,
      text: item.question,
      kind: item.kind,
      ...(item.options ? { options: item.options } : {}),
      ...(section ? { section } : {}),
    });
  }
  return { file, byTruthIndex };
}
