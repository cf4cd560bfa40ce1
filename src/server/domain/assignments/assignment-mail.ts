/**
 * The optional e-mail of a new assignment (SMTP_URL): sent after the assignment is committed, never waited for and
 * never failing it; a mail server that refuses is logged. The in-app notification is the one that always exists.
 */
import type { AppContext } from '../../context';
import { sendMail } from '../../mail/smtp';

export interface AssignmentMail {
  to: string;
  assignerName: string;
  /** "a question" or "10 questions". */
  what: string;
  completionId: string;
  completionName: string;
  dueDate: string | null;
}

export function mailAssignment(ctx: AppContext, m: AssignmentMail): void {
  if (!ctx.config.mail) return;
  const link = `${ctx.config.publicUrl}/ddq-completions/${m.completionId}/review?filter=assigned`;
  const due = m.dueDate ? `, due ${m.dueDate}` : '';
  const text = [
    `${m.assignerName} assigned you ${m.what} of ${m.completionName}${due}.`,
    '',
    `Open them in DDQ Wingman, under "Assigned to me": ${link}`,
    '',
    '— Dex, your DDQ Wingman',
  ].join('\n');
  sendMail(ctx.config.mail, {
    to: m.to,
    subject: `${m.assignerName} assigned you ${m.what} of ${m.completionName}${due}`,
    text,
  }).catch((err: unknown) => ctx.log.warn({ err, to: m.to }, 'the assignment e-mail was not sent'));
}
