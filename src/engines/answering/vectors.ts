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
 * The text that is embedded (embeddingText and pairEmbeddingText in embedder.ts): bump it when either changes.
 * 1: the whole cleaned question; 2: its core, guidance split off; 3: the core and the answer's opening; 4: the core
 * only again (limit words such as "(max 250 words)" left out too); 5: more acronyms spelled out (acronyms.ts) and asides giving examples left out of the core ("(e.g. SAML)").
 */
export const EMBEDDING_TEXT_VERSION = 5;

/**
 * The sentence-embedding models whose vectors may be stored, each with its own number (never reuse one), and the
 * model the engine runs (embedder.ts and embed-worker.mjs load it). Vectors of two models are not comparable: a
 * new model gets a new number here, which changes EMBEDDING_VERSION_TAG, so every stored vector of the old
 * model is embedded again on first use instead of being mixed with the new ones.
 */
export const EMBEDDING_MODELS = { 'use-lite-512': 0 } as const;
export type EmbeddingModelId = keyof typeof EMBEDDING_MODELS;
export const EMBEDDING_MODEL: EmbeddingModelId = 'use-lite-512';

/** The tag byte of a vector embedded by model number `model` from text version `textVersion` (1-15). */
export function embeddingTag(model: number, textVersion: number): number {
  if (
    !Number.isInteger(textVersion) ||
    textVersion < 1 ||
    textVersion > 15 ||
    !Number.isInteger(model) ||
    model < 0 ||
    model > 15
  ) {
    throw new RangeError(`no embedding tag for model ${model}, text version ${textVersion}`);
  }
  return model * 16 + textVersion;
}

/**
 * Stored vectors carry the model and the text version they were embedded with, in one tag byte (the model's
 * number × 16 + the text version; USE-lite is model 0, so its tags are the text versions 1-3 written before the
 * model was part of the tag), and vectors with another tag are recomputed instead of compared with new ones.
 * Layout: "EV", the tag byte, 0, then little-endian float32s (512 dims -> 2,052 bytes). Vectors written before
 * the tag existed (plain float32s, 2,048 bytes) are tag 1.
 */
export const EMBEDDING_VERSION_TAG = embeddingTag(EMBEDDING_MODELS[EMBEDDING_MODEL], EMBEDDING_TEXT_VERSION);
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
