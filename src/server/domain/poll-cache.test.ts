import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedPoll, invalidateFirm } from './poll-cache';

/** A read whose answers the test releases one by one. */
function controlledRead() {
  const pending: { resolve: (value: unknown) => void; reject: (err: Error) => void }[] = [];
  const read = vi.fn(() => new Promise<unknown>((resolve, reject) => pending.push({ resolve, reject })));
  return {
    read,
    answer: (value: unknown) => pending.shift()!.resolve(value),
    fail: (err: Error) => pending.shift()!.reject(err),
  };
}
const tick = () => new Promise((r) => setImmediate(r));

/** The read of `firm`'s 'list' (time to live 500 ms), and a read that answers `first` already cached. */
const poll = (firm: string, r: ReturnType<typeof controlledRead>) => cachedPoll(firm, 'list', r.read, 500);
async function primed(firm: string, first: unknown) {
  const r = controlledRead();
  const loading = poll(firm, r);
  r.answer(first);
  await loading;
  return r;
}

describe('the poll cache', () => {
  let firm: string;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T12:00:00Z'));
    firm = `firm-${Math.random()}`;
  });
  afterEach(() => vi.useRealTimers());

  it('shares one read among identical reads within its time to live', async () => {
    const r = controlledRead();
    const a = cachedPoll(firm, 'list', r.read);
    const b = cachedPoll(firm, 'list', r.read);
    r.answer([1]);
    expect(await a).toBe('[1]');
    expect(await b).toBe('[1]');
    expect(await cachedPoll(firm, 'list', r.read)).toBe('[1]');
    expect(r.read).toHaveBeenCalledTimes(1);
  });

  it('once expired, reads wait for a refresh that answers promptly', async () => {
    const r = await primed(firm, [1]);
    vi.setSystemTime(Date.now() + 600);
    const next = poll(firm, r);
    r.answer([1, 2]);
    expect(await next).toBe('[1,2]');
  });

  it('once expired, answers with the last text while a slow refresh runs (one refresh for all)', async () => {
    const r = await primed(firm, [1]);
    vi.setSystemTime(Date.now() + 600);
    expect(await poll(firm, r)).toBe('[1]'); // stale, not waiting
    expect(await poll(firm, r)).toBe('[1]');
    expect(r.read).toHaveBeenCalledTimes(2); // one refresh for both
    r.answer([1, 2]);
    await tick();
    expect(await poll(firm, r)).toBe('[1,2]');
  });

  it('waits for fresh data after the firm changed something, and after a value grew too old', async () => {
    const r = await primed(firm, ['old']);
    invalidateFirm(firm);
    const afterChange = poll(firm, r);
    r.answer(['new']);
    expect(await afterChange).toBe('["new"]');

    vi.setSystemTime(Date.now() + 60_000);
    const late = poll(firm, r);
    r.answer(['newer']);
    expect(await late).toBe('["newer"]');
  });

  it('forgets a value whose refresh failed: the next read tries again and reports its own failure', async () => {
    const r = await primed(firm, [1]);
    vi.setSystemTime(Date.now() + 600);
    expect(await poll(firm, r)).toBe('[1]');
    r.fail(new Error('database down'));
    await tick();
    const next = poll(firm, r);
    r.fail(new Error('database down'));
    await expect(next).rejects.toThrow('database down');
  });
});
