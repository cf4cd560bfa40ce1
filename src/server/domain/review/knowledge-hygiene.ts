/**
 * Knowledge-base hygiene: pairs that ask the same thing but answer yes and no (contradictions), and pairs that
 * ask and answer the same thing (near-duplicates), newest first in each group, with the age of every answer.
 * Questions are compared in their normalized form; only pairs sharing an uncommon word are compared. The groups are
 * kept per firm while its live pairs stay the same (0.5 s of CPU for 2,000 pairs, every Knowledge Base visit).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { THygieneGroup, THygienePair, THygieneReport } from '@contract/index';
import type { AppContext } from '../../context';
import { ddqCompletions, qaPairs, sourceDocuments } from '../../db/schema';
import { answerPolarity, normalizeQuestion, tokenF1 } from '../../../engines/answering/index';

const SAME_QUESTION = 0.8;
const SAME_ANSWER = 0.8;
/** Words in more pairs than this do not pair questions up (too common to mean "the same question"). */
const COMMON_WORD = 200;
const MAX_GROUPS = 200;
const DAY_MS = 86_400_000;

/** The groups of each firm's last report, with the fingerprint of the pairs they were found in (most recent last). */
const lastGroups = new Map<string, { version: string; groups: Groups }>();
const MAX_FIRMS = 100;
type Groups = Pick<THygieneReport, 'contradictions' | 'duplicates'> & { created: Date[] };

export async function knowledgeHygiene(ctx: AppContext, firmId: string, now = new Date()): Promise<THygieneReport> {
  const version = await pairsVersion(ctx, firmId);
  let groups = lastGroups.get(firmId)?.version === version ? lastGroups.get(firmId)!.groups : undefined;
  if (!groups) {
    groups = await findGroups(ctx, firmId);
    lastGroups.delete(firmId);
    lastGroups.set(firmId, { version, groups });
    if (lastGroups.size > MAX_FIRMS) lastGroups.delete(lastGroups.keys().next().value!);
  }
  // Ages are of today, whenever the groups were found.
  const ageDays = (createdAt: Date) => Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS));
  const aged = (list: THygieneGroup[]) =>
    list.map((g) => ({ ...g, pairs: g.pairs.map((p) => ({ ...p, ageDays: ageDays(new Date(p.createdAt)) })) }));
  const ages = groups.created.map(ageDays);
  return {
    contradictions: aged(groups.contradictions),
    duplicates: aged(groups.duplicates),
    olderThanYear: ages.filter((d) => d > 365).length,
    oldestDays: ages.length ? Math.max(...ages) : 0,
    totalPairs: ages.length,
  };
}

/** A fingerprint of the firm's live pairs as the report shows them: which, when each changed, use count, provenance. */
async function pairsVersion(ctx: AppContext, firmId: string): Promise<string> {
  const result = await ctx.db.execute<{ version: string }>(sql`
    select md5(coalesce(string_agg(concat_ws(':', id, updated_at, usage_count, source_completion_id), ',' order by id), '')) as version
      from qa_pairs where firm_id = ${firmId} and retired_at is null`);
  return result.rows[0]!.version;
}

async function findGroups(ctx: AppContext, firmId: string): Promise<Groups> {
  const rows = await ctx.db
    .select({
      id: qaPairs.id,
      question: qaPairs.question,
      answer: qaPairs.answer,
      usageCount: qaPairs.usageCount,
      createdAt: qaPairs.createdAt,
      documentName: sourceDocuments.originalName,
      learnedFromCompletion: ddqCompletions.originalName,
    })
    .from(qaPairs)
    .leftJoin(sourceDocuments, eq(qaPairs.sourceDocumentId, sourceDocuments.id))
    .leftJoin(ddqCompletions, eq(qaPairs.sourceCompletionId, ddqCompletions.id))
    .where(and(eq(qaPairs.firmId, firmId), isNull(qaPairs.retiredAt)));
  const pairs: THygienePair[] = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), ageDays: 0 }));
  const normalized = rows.map((r) => normalizeQuestion(r.question));
  const polarity = rows.map((r) => answerPolarity(r.answer));

  const contradictions = new UnionFind(pairs.length);
  const duplicates = new UnionFind(pairs.length);
  for (const [i, j] of similarQuestions(normalized)) {
    const sim = normalized[i] === normalized[j] ? 1 : tokenF1(normalized[i]!, normalized[j]!);
    if (sim < SAME_QUESTION) continue;
    const [pi, pj] = [polarity[i], polarity[j]];
    if (pi && pj && pi !== pj) contradictions.join(i, j, sim);
    else if ((!pi || !pj || pi === pj) && tokenF1(rows[i]!.answer, rows[j]!.answer) >= SAME_ANSWER)
      duplicates.join(i, j, sim);
  }
  return {
    contradictions: contradictions.groups('contradiction', pairs),
    duplicates: duplicates.groups('duplicate', pairs),
    created: rows.map((r) => r.createdAt),
  };
}

/** Index pairs (i < j) whose normalized questions share at least one uncommon word. */
function* similarQuestions(normalized: string[]): Generator<[number, number]> {
  const byWord = new Map<string, number[]>();
  normalized.forEach((q, i) => {
    for (const w of new Set(q.split(' ').filter((x) => x.length > 2))) byWord.set(w, [...(byWord.get(w) ?? []), i]);
  });
  const seen = new Set<number>();
  const n = normalized.length;
  for (const ids of byWord.values()) {
    if (ids.length < 2 || ids.length > COMMON_WORD) continue;
    for (let a = 0; a < ids.length; a++) {
      for (let b = a + 1; b < ids.length; b++) {
        const key = ids[a]! * n + ids[b]!;
        if (seen.has(key)) continue;
        seen.add(key);
        yield [ids[a]!, ids[b]!];
      }
    }
  }
}

class UnionFind {
  private parent: number[];
  private minSim = new Map<number, number>();
  constructor(n: number) {
    this.parent = Array.from({ length: n }, (_, i) => i);
  }
  private find(i: number): number {
    while (this.parent[i] !== i) i = this.parent[i] = this.parent[this.parent[i]!]!;
    return i;
  }
  join(a: number, b: number, sim: number): void {
    const [ra, rb] = [this.find(a), this.find(b)];
    const lowest = Math.min(sim, this.minSim.get(ra) ?? 1, this.minSim.get(rb) ?? 1);
    this.parent[rb] = ra;
    this.minSim.set(ra, lowest);
  }
  groups(kind: THygieneGroup['kind'], pairs: THygienePair[]): THygieneGroup[] {
    const members = new Map<number, THygienePair[]>();
    pairs.forEach((p, i) => {
      const root = this.find(i);
      members.set(root, [...(members.get(root) ?? []), p]);
    });
    return [...members.entries()]
      .filter(([, ps]) => ps.length > 1)
      .map(([root, ps]) => ({
        kind,
        similarity: Math.round((this.minSim.get(root) ?? 1) * 100) / 100,
        pairs: ps.sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
      }))
      .slice(0, MAX_GROUPS);
  }
}
