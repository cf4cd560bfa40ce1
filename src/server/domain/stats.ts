/** The four dashboard counts of a firm. "Documents I've Learned From" counts the documents learned (completed), not one that failed or is still being read. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import type { TStats } from '@contract/index';

export async function firmStats(db: Db, firmId: string): Promise<TStats> {
  const result = await db.execute<{ docs: number; done: number; pairs: number; ai: number }>(sql`
    select
      (select count(*) from source_documents where firm_id = ${firmId} and status = 'completed')::int as docs,
      (select count(*) from ddq_completions where firm_id = ${firmId} and status = 'completed')::int as done,
      (select count(*) from qa_pairs where firm_id = ${firmId} and retired_at is null)::int as pairs,
      (select count(*) from completion_items where firm_id = ${firmId} and status in ('generated', 'injected') and answer is not null)::int as ai
  `);
  const row = result.rows[0]!;
  return {
    sourceDocumentsCount: row.docs,
    completedDdqsCount: row.done,
    qaPairsCount: row.pairs,
    aiGeneratedAnswersCount: row.ai,
  };
}
