import { describe, expect, it } from 'vitest';
import {
  arrayToEmbedding,
  bytesToEmbedding,
  decodeEmbedding,
  dot,
  EMBEDDING_VERSION_TAG,
  embeddingToArray,
  embeddingToBytes,
  normalizeVector,
} from './vectors.js';

describe('vectors', () => {
  it('round-trips through bytes (bytea) and arrays (real[])', () => {
    const v = normalizeVector([3, 4, 0, -1.5]);
    const bytes = embeddingToBytes(v);
    expect(bytes.byteLength).toBe(20);
    // pg hands back a Buffer that may sit at an odd offset of a larger allocation
    const shifted = Buffer.concat([Buffer.from([9]), Buffer.from(bytes)]).subarray(1);
    expect(Array.from(bytesToEmbedding(shifted))).toEqual(Array.from(v));
    expect(Array.from(arrayToEmbedding(embeddingToArray(v).map(String)))).toEqual(Array.from(v));
    expect(dot(v, v)).toBeCloseTo(1, 5);
  });

  it('tags stored vectors with the version of the embedded text; untagged ones are version 1', () => {
    const v = normalizeVector([1, 2, 3, 4]);
    expect(decodeEmbedding(embeddingToBytes(v)).version).toBe(EMBEDDING_VERSION_TAG);
    const legacy = new Uint8Array(16);
    new DataView(legacy.buffer).setFloat32(0, 0.5, true);
    expect(decodeEmbedding(legacy)).toEqual({ vector: Float32Array.from([0.5, 0, 0, 0]), version: 1 });
  });

  it('rejects a truncated blob', () => {
    expect(() => bytesToEmbedding(new Uint8Array(7))).toThrow(/multiple of 4/);
  });
});
