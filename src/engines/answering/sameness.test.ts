import { describe, expect, it } from 'vitest';
import { SAMENESS_LIMIT, samenessInputs, samenessOf, type SamenessModel } from './sameness.js';
import { SAMENESS_MODEL } from './sameness-model.js';
import {
  JUDGE_COEFFICIENTS,
  JUDGE_COEFFICIENTS_LEXICAL,
  JUDGE_COEFFICIENTS_WITHOUT_SAMENESS,
  judgeCoefficientsFor,
} from './judge-coefficients.js';

/** A deterministic pseudo-random unit-ish vector. */
function vector(seed: number, dims = SAMENESS_MODEL.dims): Float32Array {
  const v = new Float32Array(dims);
  let s = seed;
  for (let i = 0; i < dims; i++) {
    s = (s * 1103515245 + 12345) >>> 0;
    v[i] = (s / 2 ** 32 - 0.5) * 0.1;
  }
  return v;
}

describe('sameness: a learned metric over two questions’ embeddings', () => {
  it('is symmetric and does not depend on the vectors’ lengths', () => {
    const a = vector(1);
    const b = vector(2);
    expect(samenessOf(a, b)).toBeCloseTo(samenessOf(b, a)!, 9);
    expect(
      samenessOf(
        a.map((x) => x * 3),
        b,
      ),
    ).toBeCloseTo(samenessOf(a, b)!, 6);
  });

  it('the fitted model scores a question against itself far above two unrelated ones', () => {
    const a = vector(3);
    const b = vector(4);
    expect(samenessOf(a, a)!).toBeGreaterThan(samenessOf(a, b)! + 2);
  });

  it('is clipped, and says nothing of vectors of another model', () => {
    const model: SamenessModel = { ...SAMENESS_MODEL, bias: 100 };
    expect(samenessOf(vector(5), vector(6), model)).toBe(SAMENESS_LIMIT);
    expect(samenessOf(vector(5, 64), vector(6, 64))).toBeNull();
  });

  it('the inputs are the element-wise product and absolute difference of the unit vectors', () => {
    const x = samenessInputs([3, 4], [4, 3]);
    expect([...x].map((v) => Math.round(v * 100) / 100)).toEqual([0.48, 0.48, 0.2, 0.2]);
  });
});

describe('judgeCoefficientsFor', () => {
  it('weighs sameness only for the embeddings its model was fitted on', () => {
    expect(JUDGE_COEFFICIENTS.sameness).toBeGreaterThan(0);
    expect(JUDGE_COEFFICIENTS.answerSameness).toBeGreaterThan(0);
    expect(judgeCoefficientsFor(SAMENESS_MODEL.dims)).toBe(JUDGE_COEFFICIENTS);
    expect(judgeCoefficientsFor(1536)).toBe(JUDGE_COEFFICIENTS_WITHOUT_SAMENESS);
    expect(JUDGE_COEFFICIENTS_WITHOUT_SAMENESS.sameness).toBe(0);
    expect(JUDGE_COEFFICIENTS_WITHOUT_SAMENESS.answerSameness).toBe(0);
    expect(judgeCoefficientsFor(null)).toBe(JUDGE_COEFFICIENTS_LEXICAL);
  });
});
