/** Vector helpers: unit normalisation, dot product, and byte (de)serialisation for PostgreSQL bytea. */

export function normalizeVector(v: ArrayLike<number>): Float32Array {
  const out = Float32Array.from(v);
  let n = 0;
  for (let i = 0; i < out.length; i++) n += (out[i] ?? 0) ** 2;
  n = Math.sqrt(n) || 1;
  for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) / n;
  return out;
}

export function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) s += a[i]! * b[i]!;
  return s;
}

/**
 * Stored vectors carry the version of the text they embed (EMBEDDING_VERSION_TAG, bumped when embeddingText()
 * or the model changes), so vectors of an older version are recomputed instead of compared with new ones.
 * Layout: "EV", the version byte, 0, then little-endian float32s (512 dims -> 2,052 bytes). Vectors written
 * before the tag existed (plain float32s, 2,048 bytes) are version 1.
 */
export const EMBEDDING_VERSION_TAG = 3;
const MAGIC = [0x45, 0x56] as const;

export function embeddingToBytes(v: Float32Array, version = EMBEDDING_VERSION_TAG): Uint8Array {
  const out = new Uint8Array(4 + v.length * 4);
  out.set([MAGIC[0], MAGIC[1], version, 0]);
  const view = new DataView(out.buffer);
  for (let i = 0; i < v.length; i++) view.setFloat32(4 + i * 4, v[i]!, true);
  return out;
}

/** Inverse of embeddingToBytes with the version; accepts a Buffer from `pg` (copies, so alignment does not matter). */
export function decodeEmbedding(bytes: Uint8Array): { vector: Float32Array; version: number } {
  if (bytes.byteLength % 4 !== 0) throw new Error(`embedding bytes length ${bytes.byteLength} is not a multiple of 4`);
  const tagged = bytes.byteLength % 8 === 4 && bytes[0] === MAGIC[0] && bytes[1] === MAGIC[1] && bytes[3] === 0;
  const offset = tagged ? 4 : 0;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Float32Array((bytes.byteLength - offset) / 4);
  for (let i = 0; i < out.length; i++) out[i] = view.getFloat32(offset + i * 4, true);
  return { vector: out, version: tagged ? bytes[2]! : 1 };
}

export function bytesToEmbedding(bytes: Uint8Array): Float32Array {
  return decodeEmbedding(bytes).vector;
}

/** For a `real[]` column: plain numbers (pg sends arrays of numbers or numeric strings back). */
export function embeddingToArray(v: Float32Array): number[] {
  return Array.from(v);
}

export function arrayToEmbedding(values: readonly (number | string)[]): Float32Array {
  return Float32Array.from(values, (x) => Number(x));
}
