/**
 * The review workspace's keyboard: which key does what (a pure map from a key press to a command), and moving the
 * selection through the shown answers. The page turns commands into calls; the legend lists the same keys.
 */

export type KeyCommand =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'approve' }
  | { type: 'approveAndNext' }
  | { type: 'edit' }
  | { type: 'regenerate' }
  | { type: 'pick'; candidate: number }
  | { type: 'toggleSelect' }
  | { type: 'bulkApprove' }
  | { type: 'undo' };

export interface KeyPress {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** The keys, as the legend shows them. */
export const KEY_LEGEND: { keys: string; does: string }[] = [
  { keys: 'j / ↓', does: 'next' },
  { keys: 'k / ↑', does: 'previous' },
  { keys: 'a', does: 'approve' },
  { keys: 'Shift+A', does: 'approve and next' },
  { keys: 'e', does: 'edit (Ctrl+Enter saves, Esc cancels)' },
  { keys: '1-4', does: 'use another answer' },
  { keys: 'r', does: 'regenerate' },
  { keys: 'x', does: 'select for bulk approval' },
  { keys: 'b', does: 'approve every answered ≥ 90%' },
  { keys: 'u', does: 'undo the bulk approval' },
];

const COMMANDS: Record<string, KeyCommand> = {
  j: { type: 'next' },
  ArrowDown: { type: 'next' },
  k: { type: 'previous' },
  ArrowUp: { type: 'previous' },
  a: { type: 'approve' },
  A: { type: 'approveAndNext' },
  e: { type: 'edit' },
  r: { type: 'regenerate' },
  x: { type: 'toggleSelect' },
  b: { type: 'bulkApprove' },
  u: { type: 'undo' },
  ...Object.fromEntries([1, 2, 3, 4].map((n) => [String(n), { type: 'pick', candidate: n }])),
};

/** The command of a key press, or null (typing in a field, or a key of the browser's). */
export function keyCommand(e: KeyPress, typing: boolean): KeyCommand | null {
  if (typing || e.ctrlKey || e.metaKey || e.altKey) return null;
  return Object.hasOwn(COMMANDS, e.key) ? COMMANDS[e.key]! : null;
}

/** The answer selected after moving by `step` through the shown ones (stays at the ends; the first when none is). */
export function moveSelection(ids: readonly string[], current: string | null, step: number): string | null {
  if (!ids.length) return null;
  const at = current === null ? -1 : ids.indexOf(current);
  if (at < 0) return ids[0]!;
  return ids[Math.min(ids.length - 1, Math.max(0, at + step))]!;
}

/** The selection kept when the shown answers change: the same one if still shown, else the first. */
export function keepSelection(ids: readonly string[], current: string | null): string | null {
  return current !== null && ids.includes(current) ? current : (ids[0] ?? null);
}

/** Whether a key press goes to a field the reviewer is typing in. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)
    return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type);
}
