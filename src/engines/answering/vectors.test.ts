import { describe, expect, it } from 'vitest';
import {
  arrayToEmbedding,
  bytesToEmbedding,
  decodeEmbedding,
  dot,
  EMBEDDING_MODEL,
  EMBEDDING_MODELS,
  EMBEDDING_TEXT_VERSION,
  EMBEDDING_VERSION_TAG,
  embeddingTag,
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

  it('tags a vector with its model as well as its text: another model or another text is another tag', () => {
    const model = EMBEDDING_MODELS[EMBEDDING_MODEL];
    expect(EMBEDDING_VERSION_TAG).toBe(embeddingTag(model, EMBEDDING_TEXT_VERSION));
    // USE-lite's tags are the text versions stored before the model was part of the tag: nothing is embedded again.
    expect(embeddingTag(EMBEDDING_MODELS['use-lite-512'], 3)).toBe(3);
    const others = [
      embeddingTag(model + 1, EMBEDDING_TEXT_VERSION),
      embeddingTag(model, EMBEDDING_TEXT_VERSION - 1),
      embeddingTag(model, EMBEDDING_TEXT_VERSION + 1),
    ];
    for (const tag of others) expect(tag).not.toBe(EMBEDDING_VERSION_TAG);
    expect(new Set(others).size).toBe(others.length);
    const v = normalizeVector([1, 2, 3, 4]);
    expect(decodeEmbedding(embeddingToBytes(v, others[0])).version).toBe(others[0]);
    expect(() => embeddingTag(16, 1)).toThrow(RangeError);
    expect(() => embeddingTag(0, 16)).toThrow(RangeError);
  });

  it('rejects a truncated blob', () => {
    expect(() => bytesToEmbedding(new Uint8Array(7))).toThrow(/multiple of 4/);
  });
});
