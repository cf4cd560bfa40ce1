/**
 * --via-documents: learn the knowledge base by reading the completed .docx renders through the document
 * engine (src/engines/document) instead of the truth files. Loaded dynamically: that engine is built in
 * parallel and may not export parseQuestionnaire/extractQaPairs yet.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { KnowledgePair } from '../src/engines/answering/index.js';

const CORPUS = process.env.CORPUS_DIR ?? '/work/shared/corpus';
const ANSWERED_ON: Record<string, string> = {
  'canvas-hecvat-full-3.03-2022': '2022-12-01',
  'instructure-caiq-4.0.2-2022': '2022-12-01',
  'canvas-k12cvat-lite-4.1-2024': '2024-04-01',
};

interface DocumentEngine {
  parseQuestionnaire: (bytes: Uint8Array) => unknown;
  extractQaPairs: (parsed: unknown) => unknown;
}

async function loadEngine(): Promise<DocumentEngine> {
  const modulePath = '../src/engines/document/index.js';
  const mod = (await import(modulePath).catch((err: unknown) => {
    throw new Error(`--via-documents needs src/engines/document/index.ts: ${String(err)}`);
  })) as Partial<DocumentEngine>;
  if (typeof mod.parseQuestionnaire !== 'function' || typeof mod.extractQaPairs !== 'function') {
    throw new Error('--via-documents: src/engines/document does not export parseQuestionnaire and extractQaPairs yet');
  }
  return mod as DocumentEngine;
}

function field(o: Record<string, unknown>, ...names: string[]): string | undefined {
  for (const n of names) if (typeof o[n] === 'string') return o[n];
  return undefined;
}

export async function loadViaDocuments(names: string[]): Promise<KnowledgePair[]> {
  const engine = await loadEngine();
  const dir = path.join(CORPUS, 'rendered');
  const files = await readdir(dir);
  const pairs: KnowledgePair[] = [];
  for (const name of names) {
    const file = files.find((f) => f.startsWith(`${name}.`) && f.endsWith('.completed.docx'));
    if (!file) throw new Error(`no completed .docx for ${name}`);
    const parsed = await engine.parseQuestionnaire(new Uint8Array(await readFile(path.join(dir, file))));
    const extracted = (await engine.extractQaPairs(parsed)) as unknown;
    const list = Array.isArray(extracted) ? extracted : ((extracted as { pairs?: unknown[] })?.pairs ?? []);
    list.forEach((item, i) => {
      const o = item as Record<string, unknown>;
      const question = field(o, 'question', 'questionText', 'text');
      const answer = field(o, 'answer', 'answerText');
      if (!question || !answer?.trim()) return;
      const context = field(o, 'section', 'context');
      pairs.push({
        id: `${file}#${i}`,
        question,
        answer,
        ...(context ? { context } : {}),
        createdAt: new Date(ANSWERED_ON[name] ?? '2020-01-01'),
        sourceName: file,
      });
    });
  }
  return pairs;
}
