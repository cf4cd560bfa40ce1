/** The processing queue of a firm: training documents and DDQs waiting or being processed, oldest first. */
import { sql } from 'drizzle-orm';
import type { TProcessingStatusItem } from '@contract/index';
import type { AppContext } from '../context';

export async function processingStatus(ctx: AppContext, firmId: string): Promise<TProcessingStatusItem[]> {
  const result = await ctx.db.execute<{
    id: string;
    type: 'source-document' | 'ddq-completion';
    original_name: string;
    status: string;
  }>(sql`
    select id, 'source-document' as type, original_name, status, coalesce(queued_at, created_at) as queued
      from source_documents where firm_id = ${firmId} and status in ('uploading', 'processing')
    union all
    select id, 'ddq-completion' as type, original_name, status, coalesce(queued_at, created_at) as queued
      from ddq_completions where firm_id = ${firmId} and status in ('uploading', 'processing')
    order by queued asc
  `);
  return result.rows.map((r) => ({
    id: r.id,
    type: r.type,
    originalName: r.original_name,
    status: r.status === 'processing' ? 'processing' : 'queued',
  }));
}
