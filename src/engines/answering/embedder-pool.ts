/**
 * Worker-thread pool for USE-lite: the WASM backend runs on one thread, so on a 2-core machine two workers
 * (one model each, ~100 MB more memory) embed a questionnaire in about half the time.
 */
import { Worker } from 'node:worker_threads';

interface Pending {
  resolve: (v: Float32Array[]) => void;
  reject: (e: Error) => void;
}

export interface ModelPool {
  embedBatch(texts: string[]): Promise<Float32Array[]>;
  close(): Promise<void>;
}

export function createModelPool(size: number, dims: number): ModelPool {
  const idle: Worker[] = [];
  const waiting: (() => void)[] = [];
  const pending = new Map<number, Pending>();
  let nextId = 0;

  const workers = Array.from({ length: size }, () => {
    const w = new Worker(new URL('./embed-worker.mjs', import.meta.url));
    w.unref();
    w.on('message', (msg: { id: number; flat?: Float32Array; count?: number; error?: string }) => {
      const p = pending.get(msg.id);
      pending.delete(msg.id);
      if (!p) return;
      if (msg.error || !msg.flat) return p.reject(new Error(`embedding worker failed: ${msg.error ?? 'no result'}`));
      const flat = msg.flat;
      p.resolve(Array.from({ length: msg.count ?? 0 }, (_, i) => flat.subarray(i * dims, (i + 1) * dims)));
    });
    w.on('error', (err) => {
      for (const p of pending.values()) p.reject(err);
      pending.clear();
    });
    idle.push(w);
    return w;
  });

  async function acquire(): Promise<Worker> {
    const w = idle.pop();
    if (w) return w;
    await new Promise<void>((resolve) => waiting.push(resolve));
    return acquire();
  }

  return {
    async embedBatch(texts: string[]): Promise<Float32Array[]> {
      const w = await acquire();
      try {
        const id = nextId++;
        w.ref();
        return await new Promise<Float32Array[]>((resolve, reject) => {
          pending.set(id, { resolve, reject });
          w.postMessage({ id, texts });
        });
      } finally {
        w.unref();
        idle.push(w);
        waiting.shift()?.();
      }
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
