import { describe, expect, it } from 'vitest';
import {
  completedFileName,
  completionRelativeTime,
  completionTone,
  confidenceTone,
  confidenceValue,
  formatEta,
  formatFileSize,
  formatMinutesRemaining,
  formatSeconds,
  ageInDays,
  completedAgo,
  memoryColorClass,
  pairRelativeTime,
  parseGeneratedAnswer,
  phaseLabel,
  progressBarWidth,
  progressMessage,
  questionStatus,
  truncate,
} from './format';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('completionRelativeTime', () => {
  it.each([
    [59 * MIN, 'Less than an hour ago'],
    [HOUR, '1 hour ago'],
    [2 * HOUR, '2 hours ago'],
    [23 * HOUR + 59 * MIN, '23 hours ago'],
    [24 * HOUR, 'Yesterday'],
    [47 * HOUR, 'Yesterday'],
    [48 * HOUR, '2 days ago'],
    [10 * DAY, '10 days ago'],
  ])('%i ms ago reads %s', (ms, text) => expect(completionRelativeTime(ago(ms), now)).toBe(text));
  it('reads Unknown when missing or invalid', () => {
    expect(completionRelativeTime(null, now)).toBe('Unknown');
    expect(completionRelativeTime(undefined, now)).toBe('Unknown');
    expect(completionRelativeTime('not a date', now)).toBe('Unknown');
  });
});

describe('pairRelativeTime', () => {
  it.each([
    [2 * HOUR, 'Today'],
    [DAY, 'Yesterday'],
    [2 * DAY, '2 days ago'],
    [6 * DAY, '6 days ago'],
    [7 * DAY, '1 week ago'],
    [14 * DAY, '2 weeks ago'],
    [27 * DAY, '3 weeks ago'],
    [28 * DAY, '1 month ago'],
    [59 * DAY, '1 month ago'],
    [60 * DAY, '2 months ago'],
    [365 * DAY, '12 months ago'],
  ])('%i ms ago reads %s', (ms, text) => expect(pairRelativeTime(ago(ms), now)).toBe(text));
  it('reads Unknown when missing', () => expect(pairRelativeTime(null, now)).toBe('Unknown'));
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1234567, '1.18 MB'],
    [10 * 1024 * 1024, '10 MB'],
    [52428801, '50 MB'],
    [3 * 1024 ** 3 + 1024 ** 3 / 4, '3.25 GB'],
    [5 * 1024 ** 4, '5120 GB'],
  ])('%i bytes reads %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
  it('treats missing as 0 Bytes', () => expect(formatFileSize(undefined)).toBe('0 Bytes'));
});

describe('formatEta', () => {
  it.each([
    [0, '0s'],
    [59, '59s'],
    [60, '1m 0s'],
    [125, '2m 5s'],
    [3599, '59m 59s'],
    [3600, '1h 0m'],
    [3725, '1h 2m'],
    [null, '0s'],
  ])('%s seconds reads %s', (s, text) => expect(formatEta(s)).toBe(text));
});

describe('ages and "completed" in a sentence', () => {
  it('says an age as a person would, never "0 days old"', () => {
    expect(ageInDays(0)).toBe('added today');
    expect(ageInDays(1)).toBe('1 day old');
    expect(ageInDays(40)).toBe('40 days old');
  });
  it('writes the relative time inside the sentence in lower case', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(completedAgo('2026-11-23T11:30:00Z', now)).toBe('Completed less than an hour ago');
    expect(completedAgo('2026-11-22T10:00:00Z', now)).toBe('Completed yesterday');
    expect(completedAgo(null, now)).toBe('Completed (time unknown)');
  });
});

describe('formatSeconds and formatMinutesRemaining', () => {
  it('shows milliseconds as seconds with one decimal, and under a second in milliseconds (never "0.00s")', () => {
    expect(formatSeconds(2345)).toBe('2.3s');
    expect(formatSeconds(null)).toBe('0.0s');
    expect(formatSeconds(42)).toBe('42 ms');
    expect(formatSeconds(0.3)).toBe('<1 ms');
    expect(formatSeconds(999.6)).toBe('1.0s');
  });
  it('shows minutes remaining, N/A when zero', () => {
    expect(formatMinutesRemaining(0)).toBe('N/A');
    expect(formatMinutesRemaining(null)).toBe('N/A');
    expect(formatMinutesRemaining(61)).toBe('2 min');
    expect(formatMinutesRemaining(60)).toBe('1 min');
  });
});

describe('memoryColorClass', () => {
  it('is green up to 400, yellow above 400, bold red above 600', () => {
    expect(memoryColorClass(100)).toBe('text-green-600');
    expect(memoryColorClass(400)).toBe('text-green-600');
    expect(memoryColorClass(401)).toBe('text-yellow-600');
    expect(memoryColorClass(600)).toBe('text-yellow-600');
    expect(memoryColorClass(601)).toBe('font-bold text-red-600');
  });
});

describe('confidenceTone', () => {
  it('is green from 90, yellow from 70, red below; absent counts as 100', () => {
    expect(confidenceTone(100)).toBe('green');
    expect(confidenceTone(90)).toBe('green');
    expect(confidenceTone(89)).toBe('yellow');
    expect(confidenceTone(70)).toBe('yellow');
    expect(confidenceTone(69)).toBe('red');
    expect(confidenceTone(0)).toBe('red');
    expect(confidenceTone(null)).toBe('green');
    expect(confidenceTone(undefined)).toBe('green');
    expect(confidenceValue(undefined)).toBe(100);
    expect(confidenceValue(87.6)).toBe(88);
  });
});

describe('progressMessage and progressBarWidth', () => {
  it.each([
    [0, 'Downloading and analyzing document structure'],
    [1, 'chunk 1/4'],
    [24, 'chunk 1/4'],
    [25, 'chunk 2/4'],
    [49, 'chunk 2/4'],
    [50, 'chunk 3/4'],
    [74, 'chunk 3/4'],
    [75, 'chunk 4/4'],
    [89, 'chunk 4/4'],
    [90, 'Finalizing Q&A pairs and saving to database'],
    [100, 'Finalizing Q&A pairs and saving to database'],
  ])('%i%% reads %s', (p, text) => expect(progressMessage(p)).toContain(text));
  it('never draws a bar below 5%', () => {
    expect(progressBarWidth(0)).toBe(5);
    expect(progressBarWidth(4)).toBe(5);
    expect(progressBarWidth(5)).toBe(5);
    expect(progressBarWidth(42)).toBe(42);
    expect(progressBarWidth(null)).toBe(5);
    expect(progressBarWidth(140)).toBe(100);
  });
});

describe('phaseLabel', () => {
  it.each([
    ['initializing', 'getting ready'],
    ['parsing_document', 'reading the document'],
    ['extracting_questions', 'finding the questions'],
    ['generating_answers', 'crafting responses'],
    ['inserting_answers', 'filling in the answers'],
    ['finalizing', 'final quality checks'],
    ['completed', 'finished'],
    ['error', 'hit a snag'],
  ])('%s reads %s', (phase, text) => expect(phaseLabel(phase)).toContain(text));
  it('reads Processing... when missing and the raw text when unknown', () => {
    expect(phaseLabel(null)).toBe('Processing...');
    expect(phaseLabel('')).toBe('Processing...');
    expect(phaseLabel('warming_up')).toBe('warming_up');
  });
});

describe('questionStatus', () => {
  it.each([
    ['identified', 'Success', 'green'],
    ['generated', 'Success', 'green'],
    ['injected', 'Success', 'green'],
    ['failed', 'Failed', 'red'],
    ['pending', 'Pending', 'yellow'],
    ['skipped', 'Unknown', 'gray'],
    [null, 'Unknown', 'gray'],
  ])('%s is %s', (status, label, tone) => expect(questionStatus(status)).toEqual({ label, tone }));
});

describe('parseGeneratedAnswer', () => {
  it('strips the [FALLBACK] marker and flags the answer', () => {
    expect(parseGeneratedAnswer('[FALLBACK] We are SEC registered.')).toEqual({
      isFallback: true,
      text: 'We are SEC registered.',
    });
    expect(parseGeneratedAnswer('We are SEC registered.')).toEqual({
      isFallback: false,
      text: 'We are SEC registered.',
    });
    expect(parseGeneratedAnswer('Note [FALLBACK] inside')).toEqual({
      isFallback: false,
      text: 'Note [FALLBACK] inside',
    });
  });
});

describe('truncate', () => {
  it('cuts at 200 characters with an ellipsis', () => {
    expect(truncate('a'.repeat(200), 200)).toBe('a'.repeat(200));
    expect(truncate('a'.repeat(201), 200)).toBe(`${'a'.repeat(200)}...`);
  });
});

describe('completionTone', () => {
  it('is green completed, red error, blue processing, gray otherwise', () => {
    expect(completionTone('completed')).toBe('green');
    expect(completionTone('error')).toBe('red');
    expect(completionTone('processing')).toBe('blue');
    expect(completionTone('uploading')).toBe('gray');
  });
});

describe('completedFileName', () => {
  it('is the uploaded name without extension + _COMPLETED_ + YYYY-MM-DD + .docx', () => {
    const d = new Date('2025-03-09T10:00:00Z');
    expect(completedFileName('Fresh DDQ.docx', d)).toBe('Fresh DDQ_COMPLETED_2025-03-09.docx');
    expect(completedFileName('q.v2.docx', d)).toBe('q.v2_COMPLETED_2025-03-09.docx');
    expect(completedFileName('noext', d)).toBe('noext_COMPLETED_2025-03-09.docx');
  });
});
