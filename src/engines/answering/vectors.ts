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

/** Little-endian float32 bytes (store as bytea); 512 dims -> 2,048 bytes. */
export function embeddingToBytes(v: Float32Array): Uint8Array {
  const out = new Uint8Array(v.length * 4);
  const view = new DataView(out.buffer);
  for (let i = 0; i < v.length; i++) view.setFloat32(i * 4, v[i]!, true);
  return out;
}

/** Inverse of embeddingToBytes; accepts a Buffer from `pg` (copies, so alignment does not matter). */
export function bytesToEmbedding(bytes: Uint8Array): Float32Array {
  if (bytes.byteLength % 4 !== 0) throw new Error(`embedding bytes length ${bytes.byteLength} is not a multiple of 4`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Float32Array(bytes.byteLength / 4);
  for (let i = 0; i < out.length; i++) out[i] = view.getFloat32(i * 4, true);
  return out;
}

/** For a `real[]` column: plain numbers (pg sends arrays of numbers or numeric strings back). */
export function embeddingToArray(v: Float32Array): number[] {
  return Array.from(v);
}

export function arrayToEmbedding(values: readonly (number | string)[]): Float32Array {
  return Float32Array.from(values, (x) => Number(x));
}
