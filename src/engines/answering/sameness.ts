/**
 * "Do these two questions ask the same thing?" read from their sentence embeddings, by a metric learned on labelled
 * DDQ rewordings and near-misses (bench/sameness-fit.ts) rather than by the plain cosine: a logistic model over the
 * element-wise product and absolute difference of the two unit vectors, so that the dimensions that tell a
 * rewording from a related but different question count more than those that only say "same topic". Its log-odds
 * is one of the answer judge's features; the judge, fitted without it seeing its own fit sets, decides how much it
 * weighs.
 */
import { SAMENESS_MODEL } from './sameness-model.js';

export interface SamenessModel {
  /** Embedding dimensions the model was fitted for. */
  dims: number;
  /** Per input (2 x dims: products, then absolute differences): mean and standard deviation on the fit rows. */
  mean: readonly number[];
  scale: readonly number[];
  weights: readonly number[];
  bias: number;
}

/** The log-odds is clipped: a far outlier of the embedding space proves nothing more than a clear case. */
export const SAMENESS_LIMIT = 6;

/** The model's inputs for two vectors (each normalised to unit length first). */
export function samenessInputs(a: ArrayLike<number>, b: ArrayLike<number>): Float64Array {
  const d = a.length;
  const na = norm(a);
  const nb = norm(b);
  const x = new Float64Array(2 * d);
  for (let j = 0; j < d; j++) {
    const u = (a[j] ?? 0) / na;
    const v = (b[j] ?? 0) / nb;
    x[j] = u * v;
    x[d + j] = Math.abs(u - v);
  }
  return x;
}

/** The log-odds that the two questions ask the same thing, in [-SAMENESS_LIMIT, SAMENESS_LIMIT]; null for vectors of another model. */
export function samenessOf(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  model: SamenessModel = SAMENESS_MODEL,
): number | null {
  if (a.length !== model.dims || b.length !== model.dims) return null;
  return samenessFromInputs(samenessInputs(a, b), model);
}

/** The same, from samenessInputs(). */
export function samenessFromInputs(x: Float64Array, model: SamenessModel = SAMENESS_MODEL): number {
  let z = model.bias;
  for (let j = 0; j < x.length; j++) z += (model.weights[j]! * (x[j]! - model.mean[j]!)) / model.scale[j]!;
  return Math.max(-SAMENESS_LIMIT, Math.min(SAMENESS_LIMIT, z));
}

function norm(v: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < v.length; i++) s += (v[i] ?? 0) ** 2;
  return Math.sqrt(s) || 1;
}
