/**
 * Formatters and thresholds of the client (docs/product-spec.md §4 and §9). Pure functions, each unit-tested.
 */
import { completedFileName as contractCompletedFileName } from '@contract/index';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Relative time of a completion: "Less than an hour ago", "1 hour ago", "N hours ago", "Yesterday", "N days ago". */
export function completionRelativeTime(value: string | Date | null | undefined, now: Date = new Date()): string {
  const d = toDate(value);
  if (!d) return 'Unknown';
  const hours = Math.floor((now.getTime() - d.getTime()) / HOUR_MS);
  if (hours < 1) return 'Less than an hour ago';
  if (hours === 1) return '1 hour ago';
  if (hours < 24) return `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  if (days === 1) return 'Yesterday';
  return `${days} days ago`;
}

/** An age in days as a person says it: "added today", "1 day old", "12 days old". */
export function ageInDays(days: number): string {
  if (days <= 0) return 'added today';
  return days === 1 ? '1 day old' : `${days} days old`;
}

/** The completion's relative time inside a sentence: "Completed less than an hour ago", "Completed yesterday". */
export function completedAgo(value: string | Date | null | undefined, now: Date = new Date()): string {
  const rel = completionRelativeTime(value, now);
  return rel === 'Unknown' ? 'Completed (time unknown)' : `Completed ${rel.charAt(0).toLowerCase()}${rel.slice(1)}`;
}

/** Relative time of a Q&A pair: Today, Yesterday, N days ago, 1 week / N weeks ago (under 4), 1 month / N months ago. */
export function pairRelativeTime(value: string | Date | null | undefined, now: Date = new Date()): string {
  const d = toDate(value);
  if (!d) return 'Unknown';
  const days = Math.floor((now.getTime() - d.getTime()) / DAY_MS);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  const weeks = Math.floor(days / 7);
  if (weeks < 4) return weeks === 1 ? '1 week ago' : `${weeks} weeks ago`;
  const months = Math.max(1, Math.floor(days / 30));
  return months === 1 ? '1 month ago' : `${months} months ago`;
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** File size in Bytes, KB, MB or GB with at most 2 decimals: 0 Bytes, 1.5 KB, 2.25 MB. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (!bytes || bytes <= 0) return '0 Bytes';
  const i = Math.min(SIZE_UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${parseFloat((bytes / 1024 ** i).toFixed(2))} ${SIZE_UNITS[i]}`;
}

/** Estimated time remaining: "45s" under 60 s, "2m 5s" under 3600 s, "1h 2m" above. */
export function formatEta(seconds: number | null | undefined): string {
  const s = Math.max(0, Math.round(seconds ?? 0));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${s % 60}s`;
  return `${Math.floor(s / 3600)}h ${Math.floor((s % 3600) / 60)}m`;
}

/** Average answer time (milliseconds) as seconds with one decimal ("2.3s"); under a second in milliseconds ("40 ms", "<1 ms"). */
export function formatSeconds(ms: number | null | undefined): string {
  const v = ms ?? 0;
  if (v > 0 && v < 1) return '<1 ms';
  if (v > 0 && Math.round(v) < 1000) return `${Math.round(v)} ms`;
  return `${(v / 1000).toFixed(1)}s`;
}

/** Time remaining in whole minutes for the breakdown's statistics; "N/A" when zero or missing. */
export function formatMinutesRemaining(seconds: number | null | undefined): string {
  if (!seconds || seconds <= 0) return 'N/A';
  return `${Math.ceil(seconds / 60)} min`;
}

/** Memory colour: green up to 400 MB, yellow above 400, bold red above 600. */
export function memoryColorClass(mb: number): string {
  if (mb > 600) return 'font-bold text-red-600';
  if (mb > 400) return 'text-yellow-600';
  return 'text-green-600';
}

export type Tone = 'green' | 'yellow' | 'red' | 'gray' | 'blue';

/** Confidence tone: 90 or more green, 70 to 89 yellow, below 70 red; an absent confidence counts as 100. */
export function confidenceTone(confidence: number | null | undefined): Tone {
  const c = confidence ?? 100;
  if (c >= 90) return 'green';
  if (c >= 70) return 'yellow';
  return 'red';
}

export const TONE_BADGE: Record<Tone, string> = {
  green: 'bg-green-100 text-green-800 border-green-200',
  yellow: 'bg-yellow-100 text-yellow-800 border-yellow-200',
  red: 'bg-red-100 text-red-800 border-red-200',
  blue: 'bg-blue-100 text-blue-800 border-blue-200',
  gray: 'bg-slate-100 text-slate-700 border-slate-200',
};

/** Confidence as shown to users, absent treated as 100. */
export function confidenceValue(confidence: number | null | undefined): number {
  return Math.round(confidence ?? 100);
}

/** The Training Documents progress message by band (25 / 50 / 75 / 90). */
export function progressMessage(progress: number): string {
  if (progress <= 0) return 'Downloading and analyzing document structure';
  if (progress < 25) return 'Processing chunk 1/4 with AI';
  if (progress < 50) return 'Processing chunk 2/4 with AI';
  if (progress < 75) return 'Processing chunk 3/4 with AI';
  if (progress < 90) return 'Processing chunk 4/4 with AI';
  return 'Finalizing Q&A pairs and saving to database';
}

/** Progress bar width in percent, never below 5 so a started bar stays visible. */
export function progressBarWidth(progress: number | null | undefined): number {
  return Math.min(100, Math.max(5, progress ?? 0));
}

export const PHASE_LABELS: Record<string, string> = {
  initializing: 'Dex is getting ready',
  parsing_document: 'Dex is reading the document',
  extracting_questions: 'Dex is finding the questions',
  generating_answers: 'Dex is crafting responses',
  inserting_answers: 'Dex is filling in the answers',
  finalizing: 'Dex is doing final quality checks',
  completed: 'Dex is finished',
  error: 'Dex hit a snag',
};

/** Current phase label; a missing phase reads "Processing...", an unknown one is shown raw. */
export function phaseLabel(phase: string | null | undefined): string {
  if (!phase) return 'Processing...';
  return PHASE_LABELS[phase] ?? phase;
}

/** Per-question status in the breakdown. */
export function questionStatus(status: string | null | undefined): {
  label: 'Success' | 'Failed' | 'Pending' | 'Unknown';
  tone: Tone;
} {
  switch (status) {
    case 'identified':
    case 'generated':
    case 'injected':
      return { label: 'Success', tone: 'green' };
    case 'failed':
      return { label: 'Failed', tone: 'red' };
    case 'pending':
      return { label: 'Pending', tone: 'yellow' };
    default:
      return { label: 'Unknown', tone: 'gray' };
  }
}

export const FALLBACK_MARKER = '[FALLBACK]';

/** An answer that starts with [FALLBACK] is a fallback answer, shown with the marker removed. */
export function parseGeneratedAnswer(answer: string): { isFallback: boolean; text: string } {
  if (answer.startsWith(FALLBACK_MARKER))
    return { isFallback: true, text: answer.slice(FALLBACK_MARKER.length).trim() };
  return { isFallback: false, text: answer };
}

/** Text cut to `max` characters with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Completion status colour: green completed, red error, blue processing, gray otherwise. */
export function completionTone(status: string): Tone {
  if (status === 'completed') return 'green';
  if (status === 'error') return 'red';
  if (status === 'processing') return 'blue';
  return 'gray';
}

/** Date as "Mar 5, 2025"; `fallback` when missing. */
export function formatDate(value: string | null | undefined, fallback = 'N/A'): string {
  const d = toDate(value);
  return d ? d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : fallback;
}

/** Date and time as "Mar 5, 2025, 2:04 PM"; `fallback` when missing. */
export function formatDateTime(value: string | number | null | undefined, fallback = 'N/A'): string {
  const d = typeof value === 'number' ? new Date(value) : toDate(value);
  return d
    ? d.toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
    : fallback;
}

/** Clock time as "2:04:05 PM". */
export function formatTime(value: string | number | null | undefined, fallback = 'N/A'): string {
  const d = typeof value === 'number' ? new Date(value) : toDate(value);
  return d ? d.toLocaleTimeString('en-US') : fallback;
}

/** Download name of an injected DDQ: uploaded name without extension + _COMPLETED_ + YYYY-MM-DD + .docx (.pdf for a PDF form). */
export function completedFileName(uploadedName: string, date: Date = new Date(), ext: 'docx' | 'pdf' = 'docx'): string {
  return contractCompletedFileName(uploadedName, date, ext);
}

/** "1 Q&A pair" / "3 Q&A pairs". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
