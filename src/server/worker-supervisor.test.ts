import { describe, expect, it } from 'vitest';
import { jobSentName } from './worker-supervisor';

describe('the worker process is woken when a job is sent', () => {
  it("reads the job name from the parent's message", () => {
    expect(jobSentName({ type: 'job-sent', name: 'complete-ddq' })).toBe('complete-ddq');
  });

  it.each([
    null,
    undefined,
    'job-sent',
    { type: 'other', name: 'x' },
    { type: 'job-sent' },
    { type: 'job-sent', name: 5 },
  ])('ignores %j', (m) => {
    expect(jobSentName(m)).toBeUndefined();
  });
});
