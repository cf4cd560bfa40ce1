/**
 * The audit CSV of a completion: what went out (each question's answer, its outcome, who approved it and when),
 * then every recorded change to its answers, assignments and comments, oldest first, with who made it.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { auditEvents, completionItems, users } from '../../db/schema';
import { getCompletionRow } from '../completions/completions';
import { ofCompletion } from '../completions/completion-items';

const HEADER = ['record', 'at', 'person', 'action', 'question no.', 'question', 'answer', 'outcome', 'before', 'after'];

export async function completionAuditCsv(
  ctx: AppContext,
  firmId: string,
  completionId: string,
): Promise<{ fileName: string; csv: string }> {
  const completion = await getCompletionRow(ctx, firmId, completionId);
  const items = await ctx.db
    .select({ item: completionItems, approverName: users.name })
    .from(completionItems)
    .leftJoin(users, eq(completionItems.approvedBy, users.id))
    .where(ofCompletion(firmId, completionId))
    .orderBy(asc(completionItems.itemIndex));
  const events = await ctx.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.firmId, firmId), eq(auditEvents.completionId, completionId)))
    .orderBy(asc(auditEvents.at), asc(auditEvents.id));
  const byId = new Map(items.map(({ item }) => [item.id, item]));
  const number = (i: { itemNumber: string | null; itemIndex: number }) => i.itemNumber ?? String(i.itemIndex + 1);
  const rows: unknown[][] = [HEADER];
  for (const { item, approverName } of items) {
    rows.push([
      'answer sent',
      item.approvedAt?.toISOString() ?? '',
      approverName ?? '',
      item.approvedAt ? 'approved' : 'not approved',
      number(item),
      item.question,
      item.answer ?? '',
      item.outcome,
      '',
      '',
    ]);
  }
  for (const e of events) {
    const item = byId.get(e.entityId) ?? byId.get((e.after as { itemId?: string } | null)?.itemId ?? '');
    rows.push([
      'change',
      e.at.toISOString(),
      e.actorName ?? '',
      `${e.entityType} ${e.action}`,
      item ? number(item) : '',
      item?.question ?? '',
      '',
      '',
      json(e.before),
      json(e.after),
    ]);
  }
  const base = completion.originalName.replace(/\.[^./\\]+$/, '') || 'ddq';
  return {
    fileName: `${base}_AUDIT_${new Date().toISOString().slice(0, 10)}.csv`,
    csv: rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n',
  };
}

function json(v: unknown): string {
  return v === null || v === undefined ? '' : JSON.stringify(v);
}

/** One CSV cell: quoted, and a leading =, +, - or @ defused so a spreadsheet never runs it as a formula. */
function cell(v: unknown): string {
  let s = String(v ?? '');
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}
