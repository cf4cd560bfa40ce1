/**
 * Fits the sameness model (src/engines/answering/sameness.ts): L2-regularised logistic regression by full-batch
 * gradient descent on standardised inputs. Used by bench/sameness-fit.ts (the engine's model) and bench/judge-fit.ts
 * (out-of-fold values for the judge's own fit rows, so the judge does not learn to trust a model on rows it was
 * fitted on).
 */
import type { SamenessModel } from '../../src/engines/answering/sameness.js';

export interface SamenessRow {
  set: string;
  /** samenessInputs() of the question's and the candidate pair's vectors. */
  x: Float64Array;
  right: boolean;
}

export function fitSameness(rows: readonly SamenessRow[], l2 = 100, iterations = 300, rate = 0.5): SamenessModel {
  const n = rows.length;
  const k = rows[0]?.x.length ?? 0;
  const mean = new Float64Array(k);
  const scale = new Float64Array(k);
  for (const r of rows) for (let j = 0; j < k; j++) mean[j]! += r.x[j]! / n;
  for (const r of rows) for (let j = 0; j < k; j++) scale[j]! += (r.x[j]! - mean[j]!) ** 2 / n;
  for (let j = 0; j < k; j++) scale[j] = Math.sqrt(scale[j]!) + 1e-6;
  const z = rows.map((r) => {
    const out = new Float64Array(k);
    for (let j = 0; j < k; j++) out[j] = (r.x[j]! - mean[j]!) / scale[j]!;
    return out;
  });
  const w = new Float64Array(k);
  let bias = 0;
  const grad = new Float64Array(k);
  for (let it = 0; it < iterations; it++) {
    grad.fill(0);
    let gBias = 0;
    for (let i = 0; i < n; i++) {
      const zi = z[i]!;
      let s = bias;
      for (let j = 0; j < k; j++) s += w[j]! * zi[j]!;
      const e = 1 / (1 + Math.exp(-s)) - (rows[i]!.right ? 1 : 0);
      gBias += e;
      for (let j = 0; j < k; j++) grad[j]! += e * zi[j]!;
    }
    for (let j = 0; j < k; j++) w[j]! -= (rate * (grad[j]! + l2 * w[j]!)) / n;
    bias -= (rate * gBias) / n;
  }
  return { dims: k / 2, mean: [...mean], scale: [...scale], weights: [...w], bias };
}
