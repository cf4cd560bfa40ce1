/**
 * Fitting the answer judge (bench/judge-fit.ts): the sign-constrained logistic model, Platt recalibration on the
 * chosen candidates, and out-of-fold sameness values for the fit rows.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import {
  FEATURE_NAMES,
  FEATURE_SIGNS,
  judgeProbability,
  type JudgeCoefficients,
} from '../../src/engines/answering/judge.js';
import { samenessFromInputs, type SamenessModel } from '../../src/engines/answering/sameness.js';
import { fitSameness, type SamenessRow } from './sameness-train.js';
import type { Row } from './judge-rows.js';

/** L2-regularised logistic regression by gradient descent, features standardised for the descent. */
export function fitLogistic(
  rows: Row[],
  l2 = 0.01,
  epochs = 6000,
  negWeight = 1,
  setWeight: (set: string) => number = () => 1,
): JudgeCoefficients {
  const names = FEATURE_NAMES;
  const mean = names.map((n) => rows.reduce((s, r) => s + r.f[n], 0) / rows.length);
  const sd = names.map((n, j) => Math.sqrt(rows.reduce((s, r) => s + (r.f[n] - mean[j]!) ** 2, 0) / rows.length) || 1);
  const x = rows.map((r) => names.map((n, j) => (r.f[n] - mean[j]!) / sd[j]!));
  const y = rows.map((r) => (r.right ? 1 : 0));
  // Each set weighs the same whatever its size (times its own weight), so a long questionnaire does not drown the rest.
  const perSet = new Map<string, number>();
  for (const r of rows) perSet.set(r.set, (perSet.get(r.set) ?? 0) + 1);
  const sw = rows.map((r) => (setWeight(r.set) * rows.length) / perSet.size / perSet.get(r.set)!);
  let w = names.map(() => 0);
  let b = 0;
  const rate = 0.3;
  for (let e = 0; e < epochs; e++) {
    const g = names.map(() => 0);
    let gb = 0;
    x.forEach((xi, i) => {
      const z = b + xi.reduce((s, v, j) => s + v * w[j]!, 0);
      const err = (1 / (1 + Math.exp(-z)) - y[i]!) * (y[i] ? 1 : negWeight) * sw[i]!;
      gb += err;
      xi.forEach((v, j) => (g[j]! += err * v));
    });
    // Projected descent: each weight keeps the sign its feature must have (FEATURE_SIGNS).
    w = w.map((wj, j) => {
      const next = wj - rate * (g[j]! / rows.length + l2 * wj);
      return FEATURE_SIGNS[names[j]!] > 0 ? Math.max(0, next) : Math.min(0, next);
    });
    b -= (rate * gb) / rows.length;
  }
  // Back to raw feature units.
  const coef = Object.fromEntries(names.map((n, j) => [n, round(w[j]! / sd[j]!)])) as Record<
    (typeof names)[number],
    number
  >;
  const intercept = round(b - names.reduce((s, n, j) => s + (w[j]! * mean[j]!) / sd[j]!, 0));
  return { intercept, ...coef };
}

/**
 * Platt scaling: refit slope and intercept of the logit on the calibration rows (the sets with answerable
 * questions), so leave-one-out negatives shape the discrimination but not the base rate of a real blank.
 */
export function recalibrate(c: JudgeCoefficients, rows: Row[]): JudgeCoefficients {
  const z = rows.map((r) => FEATURE_NAMES.reduce((s, n) => s + c[n] * r.f[n], c.intercept));
  let a = 1;
  let b = 0;
  for (let e = 0; e < 4000; e++) {
    let ga = 0;
    let gb = 0;
    z.forEach((zi, i) => {
      const err = 1 / (1 + Math.exp(-(a * zi + b))) - (rows[i]!.right ? 1 : 0);
      ga += err * zi;
      gb += err;
    });
    a -= (0.5 * ga) / rows.length;
    b -= (0.5 * gb) / rows.length;
  }
  const out = { intercept: round(a * c.intercept + b) } as JudgeCoefficients;
  for (const n of FEATURE_NAMES) out[n] = round(a * c[n]);
  return out;
}

const round = (v: number) => Math.round(v * 1000) / 1000;

/**
 * The engine's sameness models were fitted on the fit rows themselves: the judge must see, for each fit set, models
 * fitted without it, as it will see new firms. The sets fall into FIT_FOLDS groups (foldGroups: every FIT_FOLDS-th set
 * by name); each group's rows get the models fitted on the other groups' rows (a fit takes 30-40 s; one per set for
 * 40 sets and two models was most of an hour).
 */
export function useOutOfFoldSameness(fitRows: Row[]): void {
  const groups = foldGroups(fitRows.map((r) => r.set));
  for (const [fold, held] of groups.entries()) {
    const others = fitRows.filter((r) => !held.has(r.set) && !r.f.exact);
    const label = `fold ${fold + 1} of ${FIT_FOLDS}`;
    const model = cachedFold(
      label,
      others.filter((r) => r.x).map((r) => ({ set: r.set, x: r.x!, right: r.right })),
    );
    const answerModel = cachedFold(
      `${label} (answers)`,
      others.filter((r) => r.xa).map((r) => ({ set: r.set, x: r.xa!, right: r.right })),
    );
    for (const r of fitRows) {
      if (!held.has(r.set) || r.f.exact) continue;
      if (r.x) r.f.sameness = samenessFromInputs(r.x, model);
      if (r.xa) r.f.answerSameness = samenessFromInputs(r.xa, answerModel);
    }
  }
}

/** Groups of fit sets for the out-of-fold values the judge is fitted on (sameness, and associations when asked). */
export const FIT_FOLDS = 5;

/** The sets in FIT_FOLDS groups: every FIT_FOLDS-th set by name. */
export function foldGroups(setNames: Iterable<string>): Set<string>[] {
  const names = [...new Set(setNames)].sort();
  return Array.from({ length: FIT_FOLDS }, (_, fold) => new Set(names.filter((_, i) => i % FIT_FOLDS === fold)));
}

/**
 * A fold's sameness model, fitted once for the same training rows (a fit takes 30-40 s, and judge-fit needs two per
 * fold): kept under node_modules/.cache, keyed by the rows' labels and inputs.
 */
function cachedFold(set: string, rows: SamenessRow[]): SamenessModel {
  const hash = createHash('sha256');
  for (const r of rows) {
    hash.update(r.set);
    hash.update(r.right ? '1' : '0');
    hash.update(new Uint8Array(r.x.buffer, r.x.byteOffset, r.x.byteLength));
  }
  const dir = new URL('../../node_modules/.cache/judge-fit-folds/', import.meta.url);
  const file = new URL(`${hash.digest('hex').slice(0, 24)}.json`, dir);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as SamenessModel;
  const model = fitSameness(rows);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(model));
  console.error(`sameness ${set}: fitted and cached (${new Date().toISOString().slice(11, 19)})`);
  return model;
}

/** Each question's most probable candidate. */
export function chosenRows(rows: Row[], c: JudgeCoefficients): Row[] {
  const byQ = new Map<string, { p: number; row: Row }>();
  for (const r of rows) {
    const p = judgeProbability(r.f, c);
    const k = `${r.set}#${r.question}`;
    if (!byQ.has(k) || byQ.get(k)!.p < p) byQ.set(k, { p, row: r });
  }
  return [...byQ.values()].map((x) => x.row);
}
