/** The knowledge base as the screens see it: all pairs, a server search, the pairs of one document. */
import { and, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { TQaPair } from '@contract/index';
import type { AppContext } from '../../context';
import { qaPairs, sourceDocuments } from '../../db/schema';
import { qaPairDto } from '../dto';
import { firmFreshnessMonths } from '../firm-settings';
import { badRequest } from '../../errors';
import { getSourceDocumentRow } from '../source-documents/source-documents';

/** Every column but the embedding (2 KB a pair, never sent to browsers). */
const { embedding: _embedding, search: _search, ...listColumns } = getTableColumns(qaPairs);

async function selectPairs(
  ctx: AppContext,
  firmId: string,
  where: SQL | undefined,
  order: SQL[] = [],
  limit = 20_000,
): Promise<TQaPair[]> {
  const rows = await ctx.db
    .select({ pair: listColumns, sourceName: sourceDocuments.originalName })
    .from(qaPairs)
    .leftJoin(sourceDocuments, eq(qaPairs.sourceDocumentId, sourceDocuments.id))
    .where(and(eq(qaPairs.firmId, firmId), isNull(qaPairs.retiredAt), where))
    .orderBy(...order, desc(qaPairs.createdAt), qaPairs.ordinal)
    .limit(limit);
  const months = await firmFreshnessMonths(ctx, firmId);
  return rows.map((r) => qaPairDto(r.pair, r.sourceName, months));
}

export function listQaPairs(ctx: AppContext, firmId: string): Promise<TQaPair[]> {
  return selectPairs(ctx, firmId, undefined);
}

export async function listQaPairsOfDocument(ctx: AppContext, firmId: string, documentId: string): Promise<TQaPair[]> {
  await getSourceDocumentRow(ctx, firmId, documentId); // 404 for another firm's or an unknown document
  return selectPairs(ctx, firmId, eq(qaPairs.sourceDocumentId, documentId));
}

/**
 * Server search over question and answer: full-text (stemmed, any word order) or a plain substring match,
 * best full-text rank first.
 */
export async function searchQaPairs(ctx: AppContext, firmId: string, query: string): Promise<TQaPair[]> {
  const q = query.trim();
  if (q.length < 3) throw badRequest('SEARCH_TOO_SHORT', 'Type at least 3 characters to search.');
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const tsq = sql`websearch_to_tsquery('english', ${q})`;
  return selectPairs(
    ctx,
    firmId,
    sql`(${qaPairs.search} @@ ${tsq} or ${qaPairs.question} ilike ${like} or ${qaPairs.answer} ilike ${like})`,
    [sql`ts_rank(${qaPairs.search}, ${tsq}) desc`],
    200,
  );
}
