import { describe, expect, it } from 'vitest';
import { arrayToEmbedding, bytesToEmbedding, dot, embeddingToArray, embeddingToBytes, normalizeVector } from './vectors.js';

describe('vectors', () => {
  it('round-trips through bytes (bytea) and arrays (real[])', () => {
    const v = normalizeVector([3, 4, 0, -1.5]);
    const bytes = embeddingToBytes(v);
    expect(bytes.byteLength).toBe(16);
    // pg hands back a Buffer that may sit at an odd offset of a larger allocation
    const shifted = Buffer.concat([Buffer.from([9]), Buffer.from(bytes)]).subarray(1);
    expect(Array.from(bytesToEmbedding(shifted))).toEqual(Array.from(v));
    expect(Array.from(arrayToEmbedding(embeddingToArray(v).map(String)))).toEqual(Array.from(v));
    expect(dot(v, v)).toBeCloseTo(1, 5);
  });

  it('rejects a truncated blob', () => {
    expect(() => bytesToEmbedding(new Uint8Array(7))).toThrow(/multiple of 4/);
  });
});
