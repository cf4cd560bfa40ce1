/**
 * The comment thread of one answer, a section of the review workspace's detail panel: open comments with
 * their author and time, resolved ones folded away, and (for editors) a box to add one and a Resolve button.
 */
import { useId, useState } from 'react';
import { Check, MessageSquare } from 'lucide-react';
import type { TComment } from '@contract/index';
import { Button } from '@web/components/ui/button';
import { useRole } from '@web/hooks/use-role';
import { useCommentActions, useComments } from '@web/hooks/use-team';
import { formatDateTime } from '@web/lib/format';
import { apiErrorMessage } from './use-review-actions';
import type { DetailSectionProps } from './detail-sections';

function CommentLine({ comment, onResolve, busy }: { comment: TComment; onResolve?: () => void; busy: boolean }) {
  return (
    <li className="rounded-md border border-slate-200 bg-white p-2 text-sm" data-testid="comment">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-slate-900">{comment.authorName}</span>
        <span className="text-xs text-slate-500">{formatDateTime(comment.createdAt)}</span>
      </div>
      <p className="mt-1 whitespace-pre-line break-words text-slate-800">{comment.body}</p>
      {comment.resolved ? (
        <p className="mt-1 text-xs text-green-700">
          Resolved{comment.resolvedByName ? ` by ${comment.resolvedByName}` : ''}
        </p>
      ) : (
        onResolve && (
          <Button size="sm" variant="ghost" className="mt-1" onClick={onResolve} disabled={busy}>
            <Check aria-hidden /> Resolve
          </Button>
        )
      )}
    </li>
  );
}

export function CommentsThread({ completionId, itemId }: { completionId: string; itemId: string }) {
  const comments = useComments(completionId, itemId);
  const { add, resolve } = useCommentActions(completionId, itemId);
  const editor = useRole().can('editor');
  const [body, setBody] = useState('');
  const fieldId = useId();
  const all = comments.data ?? [];
  const open = all.filter((c) => !c.resolved);
  const resolved = all.filter((c) => c.resolved);
  const error = add.error ?? resolve.error;
  const send = () => add.mutate(body.trim(), { onSuccess: () => setBody('') });
  return (
    <section className="flex flex-col gap-2" aria-label="Comments">
      <h3 className="flex items-center gap-1 text-sm font-semibold text-slate-700">
        <MessageSquare className="h-4 w-4" aria-hidden /> Comments ({open.length})
      </h3>
      {open.length > 0 && (
        <ul className="flex flex-col gap-2">
          {open.map((c) => (
            <CommentLine
              key={c.id}
              comment={c}
              busy={resolve.isPending}
              onResolve={editor ? () => resolve.mutate(c.id) : undefined}
            />
          ))}
        </ul>
      )}
      {resolved.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-slate-600">
            {resolved.length === 1 ? '1 resolved comment' : `${resolved.length} resolved comments`}
          </summary>
          <ul className="mt-2 flex flex-col gap-2">
            {resolved.map((c) => (
              <CommentLine key={c.id} comment={c} busy={false} />
            ))}
          </ul>
        </details>
      )}
      {editor && (
        <div className="flex flex-col gap-2">
          <label htmlFor={fieldId} className="sr-only">
            Add a comment
          </label>
          <textarea
            id={fieldId}
            className="min-h-16 w-full rounded-lg border border-slate-300 p-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
            placeholder="Ask a colleague or leave a note…"
            value={body}
            onChange={(e) => setBody(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && body.trim()) send();
            }}
          />
          <div>
            <Button size="sm" variant="outline" onClick={send} disabled={add.isPending || !body.trim()}>
              Add comment
            </Button>
          </div>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {apiErrorMessage(error)}
        </p>
      )}
    </section>
  );
}

/** As a section of the detail panel (DETAIL_SECTIONS' props). */
export function CommentsSection({ completionId, item }: DetailSectionProps) {
  return <CommentsThread completionId={completionId} itemId={item.id} />;
}
