/**
 * Fit the answer judge (src/engines/answering/judge.ts) and report it.
 *
 *   node --import tsx bench/judge-fit.ts [--candidates 3] [--without-sameness] [--per-candidate] [--dump rows.json]
 *
 * Fit sets: the repository's paraphrase set, the odd-numbered hard items and the fresh sets marked 'fit' in
 * FRESH_SETS. Report sets: the even-numbered hard items, the held-out fresh sets and the corpus cases, never fitted
 * on. Prints retrieval top-1, each feature's separating power (AUC), the fitted coefficients (paste into
 * judge-coefficients.ts: calibrated for the chosen candidate unless --per-candidate) and their reliability. L2 0.0003 by default (`--l2`): with eight fresh firms to fit on, a
 * lighter penalty did better on the held-out firms (log loss 0.62 / 0.75 / 0.72 at 0.01, 0.61 / 0.69 / 0.75 here).
 * `--dump FILE` writes every candidate row (features, label, set; fit rows with their out-of-fold sameness) as JSON,
 * for analysis outside the engine: look only at the fit sets' rows while tuning.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  buildKnowledgeIndex,
  createEmbedder,
  type Embedder,
  type KnowledgePair,
} from '../src/engines/answering/index.js';
import { embeddingText } from '../src/engines/answering/embedder.js';
import { questionProfile } from '../src/engines/answering/evidence.js';
import {
  candidateFeatures,
  FEATURE_NAMES,
  FEATURE_SIGNS,
  judgeProbability,
  type JudgeCoefficients,
  type JudgeFeatures,
} from '../src/engines/answering/judge.js';
import { JUDGE_COEFFICIENTS, JUDGE_COEFFICIENTS_LEXICAL } from '../src/engines/answering/judge-coefficients.js';
import { rankPairs } from '../src/engines/answering/ranker.js';
import { samenessFromInputs, samenessInputs } from '../src/engines/answering/sameness.js';
import { fitSameness, type SamenessRow } from './support/sameness-train.js';
import type { SamenessModel } from '../src/engines/answering/sameness.js';
import { JUDGED_CANDIDATES } from '../src/engines/answering/confidence.js';
import { questionKind } from '../src/engines/language/index.js';
import { ANSWERED_ON, CORPUS, loadTruth } from './answer-quality.js';
import {
  corpusSet,
  freshSetsByRole,
  hardSet,
  leaveOneOutSet,
  repoParaphraseSet,
  type LabelledSet,
} from './judge-data.js';

interface Row {
  set: string;
  question: number;
  rank: number;
  f: JudgeFeatures;
  right: boolean;
  pairQ: string;
  pairA: string;
  /** The sameness model's inputs (with embeddings): judge-fit recomputes fit rows' sameness out of fold. */
  x?: Float64Array;
  /** The answer-sameness model's inputs (the question's vector and the pair's answer's), likewise. */
  xa?: Float64Array;
}

/** A completed questionnaire's truth file as the firm's knowledge. */
export async function truthPairs(name: string): Promise<KnowledgePair[]> {
  return (await loadTruth(name))
    .filter((q) => q.expected.trim())
    .map((q) => ({
      id: `${name}#${q.id}`,
      question: q.question,
      answer: q.expected,
      context: q.section,
      createdAt: new Date(ANSWERED_ON[name] ?? '2020-01-01'),
      sourceName: name,
    }));
}

async function corpusCase(label: string, learn: string[], fill: string): Promise<LabelledSet> {
  const pairs = (await Promise.all(learn.map(truthPairs))).flat();
  const truths = (await loadTruth(fill)).filter((q) => q.expected.trim());
  return corpusSet(label, pairs, truths);
}

/** `samenessInputsToo`: keep each row's sameness-model inputs (fit rows only: 8 kB a row). */
export async function featureRows(
  set: LabelledSet,
  embedder: Embedder | undefined,
  candidates: number,
  samenessInputsToo = false,
): Promise<Row[]> {
  const index = buildKnowledgeIndex(set.pairs.map((p) => ({ ...p })));
  if (embedder) await index.ensureEmbeddings(embedder);
  const vectors = embedder ? await embedder.embed(set.questions.map((q) => embeddingText(q.text))) : [];
  const rows: Row[] = [];
  set.questions.forEach((q, qi) => {
    const ranked = rankPairs(index, q.text, vectors[qi] ?? null, 12).filter(
      (r) => !set.exclude?.(qi, index.pairs[r.pair]!),
    );
    // The same candidates the engine judges (confidence.ts).
    const profile = questionProfile(q.text, index.acronyms, q.section);
    ranked.slice(0, candidates).forEach((r, rank) => {
      const d = index.dims;
      const x =
        samenessInputsToo && vectors[qi] && index.matrix
          ? samenessInputs(vectors[qi]!, index.matrix.subarray(r.pair * d, (r.pair + 1) * d))
          : undefined;
      const answer = index.pairs[r.pair]!.answerEmbedding;
      const xa = samenessInputsToo && vectors[qi] && answer ? samenessInputs(vectors[qi]!, answer) : undefined;
      rows.push({
        ...(x ? { x } : {}),
        ...(xa ? { xa } : {}),
        set: set.name,
        question: qi,
        rank,
        f: candidateFeatures(index, profile, q.kind ?? questionKind(q.text), ranked, r),
        right: set.right(qi, index.pairs[r.pair]!),
        pairQ: index.pairs[r.pair]!.question,
        pairA: index.pairs[r.pair]!.answer,
      });
    });
  });
  return rows;
}

function auc(rows: Row[], key: (typeof FEATURE_NAMES)[number]): number {
  const pos = rows.filter((r) => r.right).map((r) => r.f[key]);
  const neg = rows.filter((r) => !r.right).map((r) => r.f[key]);
  if (!pos.length || !neg.length) return NaN;
  let s = 0;
  for (const p of pos) for (const n of neg) s += p > n ? 1 : p === n ? 0.5 : 0;
  return s / (pos.length * neg.length);
}

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

function reliability(label: string, rows: Row[], c: JudgeCoefficients): void {
  // The judge's choice per question: its most probable candidate.
  const byQ = new Map<string, { p: number; right: boolean }>();
  for (const r of rows) {
    const p = judgeProbability(r.f, c);
    const k = `${r.set}#${r.question}`;
    if (!byQ.has(k) || byQ.get(k)!.p < p) byQ.set(k, { p, right: r.right });
  }
  const chosen = [...byQ.values()];
  const bands = [0, 0.2, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.01];
  const parts: string[] = [];
  for (let i = 0; i < bands.length - 1; i++) {
    const b = chosen.filter((x) => x.p >= bands[i]! && x.p < bands[i + 1]!);
    if (b.length)
      parts.push(
        `${bands[i]! * 100}-${Math.min(100, bands[i + 1]! * 100)}%: ${b.length} -> ${((100 * b.filter((x) => x.right).length) / b.length).toFixed(0)}%`,
      );
  }
  const logLoss =
    -chosen.reduce((s, x) => s + Math.log(Math.min(1 - 1e-6, Math.max(1e-6, x.right ? x.p : 1 - x.p))), 0) /
    chosen.length;
  console.log(`  ${label}: ${chosen.length} questions, log loss ${logLoss.toFixed(3)} | ${parts.join(' | ')}`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const kArg = args.indexOf('--candidates');
  const candidates = kArg >= 0 ? Number(args[kArg + 1]) : JUDGED_CANDIDATES;
  const embedder = args.includes('--lexical') ? undefined : await createEmbedder();
  // Fitted on sets whose labels say whether a pair answers a question. A corpus case's label (the firm's yes/no
  // agrees) is also right by chance for most "Yes" answers of a firm that mostly says yes: reported, not fitted.
  const t1 = await corpusCase(
    'T1',
    ['canvas-hecvat-full-3.03-2022', 'instructure-caiq-4.0.2-2022'],
    'canvas-k12cvat-lite-4.1-2024',
  );
  const withT1 = args.includes('--with-t1');
  const loo = args.includes('--loo')
    ? [
        leaveOneOutSet('K-12CVAT leave-one-out', await truthPairs('canvas-k12cvat-lite-4.1-2024')),
        leaveOneOutSet('CAIQ leave-one-out', await truthPairs('instructure-caiq-4.0.2-2022')),
      ]
    : [];
  const hardOdd = await hardSet(CORPUS, 'odd');
  // The fresh sets (bench/data): fit on those marked 'fit' unless --without-fresh; the held-out one is only reported.
  const withFresh = !args.includes('--without-fresh');
  const { fit: freshFit, report: freshReport } = await freshSetsByRole();
  const fitSets = [
    ...(args.includes('--fresh-only') ? [] : [await repoParaphraseSet()]),
    ...(args.includes('--without-hard') || args.includes('--fresh-only') ? [] : [hardOdd]),
    ...(withT1 ? [t1] : []),
    ...(withFresh ? freshFit : []),
    ...loo,
  ];
  const reportSets = [
    await hardSet(CORPUS, 'even'),
    ...(withFresh ? [] : freshFit),
    ...freshReport,
    ...(args.includes('--without-hard') || args.includes('--fresh-only') ? [hardOdd] : []),
    ...(withT1 ? [] : [t1]),
    await corpusCase(
      '(b)',
      ['instructure-caiq-4.0.2-2022', 'canvas-k12cvat-lite-4.1-2024'],
      'canvas-hecvat-full-3.04-2024',
    ),
  ];
  const fitRows: Row[] = [];
  for (const s of fitSets) fitRows.push(...(await featureRows(s, embedder, candidates, true)));
  // The engine's sameness models were fitted on these very rows: the judge sees, for each fit set, models fitted
  // without it, as it will see new firms. The sets fall into SAMENESS_FOLDS groups (every SAMENESS_FOLDS-th set by
  // name); each group's rows get the models fitted on the other groups' rows (a fit takes 30-40 s; one per set for 40
  // sets and two models was most of an hour).
  if (embedder && !args.includes('--in-sample-sameness') && !args.includes('--without-sameness')) {
    const names = [...new Set(fitRows.map((r) => r.set))].sort();
    for (let fold = 0; fold < SAMENESS_FOLDS; fold++) {
      const held = new Set(names.filter((_, i) => i % SAMENESS_FOLDS === fold));
      const others = fitRows.filter((r) => !held.has(r.set) && !r.f.exact);
      const label = `fold ${fold + 1} of ${SAMENESS_FOLDS}`;
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
  const reportRows: Row[] = [];
  for (const s of reportSets) reportRows.push(...(await featureRows(s, embedder, candidates)));
  // For embeddings the sameness model was not fitted for: JUDGE_COEFFICIENTS_WITHOUT_SAMENESS.
  if (args.includes('--without-sameness'))
    for (const r of [...fitRows, ...reportRows]) {
      r.f.sameness = 0;
      r.f.answerSameness = 0;
    }

  for (const [label, rows] of [
    ['fit', fitRows],
    ['report', reportRows],
  ] as const) {
    for (const set of [...new Set(rows.map((r) => r.set))]) {
      const top = rows.filter((r) => r.set === set && r.rank === 0);
      const answerable = new Set(rows.filter((r) => r.set === set && r.right).map((r) => r.question));
      console.log(
        `${label} ${set}: ${top.length} questions; top-1 right ${top.filter((r) => r.right).length}, a right candidate in the top ${candidates}: ${answerable.size}`,
      );
    }
  }
  const allRows = [...fitRows, ...reportRows];
  const dumpArg = args.indexOf('--dump');
  if (dumpArg >= 0) {
    // Every candidate row (fit rows with their out-of-fold sameness) for analysis outside the engine.
    const dump = allRows.map(({ x: _x, xa: _xa, ...r }, i) => ({ ...r, fit: i < fitRows.length }));
    fs.writeFileSync(args[dumpArg + 1]!, JSON.stringify(dump));
  }
  const setNames = [...new Set(allRows.map((r) => r.set))];
  console.log(`\nfeature AUC (all candidate rows): fit | report | ${setNames.join(' | ')}`);
  for (const n of FEATURE_NAMES) {
    const per = setNames.map((s) =>
      auc(
        allRows.filter((r) => r.set === s),
        n,
      ).toFixed(2),
    );
    console.log(
      `  ${n.padEnd(14)} ${auc(fitRows, n).toFixed(3)} | ${auc(reportRows, n).toFixed(3)} | ${per.join(' | ')}`,
    );
  }

  const nwArg = args.indexOf('--neg-weight');
  const looWeight = Number(args[args.indexOf('--loo-weight') + 1] ?? 0.5) || 0.5;
  const l2Arg = args.indexOf('--l2');
  const discriminative = fitLogistic(
    fitRows,
    l2Arg >= 0 ? Number(args[l2Arg + 1]) : 0.0003,
    6000,
    nwArg >= 0 ? Number(args[nwArg + 1]) : 1,
    (set) => (set.includes('leave-one-out') ? looWeight : 1),
  );
  const perCandidate = loo.length
    ? recalibrate(
        discriminative,
        fitRows.filter((r) => !r.set.includes('leave-one-out')),
      )
    : discriminative;
  // The model is fitted on every candidate; what a user sees is the probability of the one chosen, which the
  // per-candidate fit under-states (decision 027). Platt scaling on the fit sets' chosen candidates makes it mean
  // what it says; `--per-candidate` keeps the per-candidate fit.
  const fitted = args.includes('--per-candidate')
    ? perCandidate
    : recalibrate(perCandidate, chosenRows(fitRows, perCandidate));
  console.log('\nfitted coefficients (paste into src/engines/answering/judge-coefficients.ts):');
  console.log(JSON.stringify(fitted));
  console.log("\nreliability of the judge's choice (fitted):");
  for (const s of [...fitSets, ...reportSets])
    reliability(
      s.name,
      [...fitRows, ...reportRows].filter((r) => r.set === s.name),
      fitted,
    );
  const engine = embedder ? JUDGE_COEFFICIENTS : JUDGE_COEFFICIENTS_LEXICAL;
  console.log('\nreliability with the coefficients in the engine now:');
  for (const s of [...fitSets, ...reportSets])
    reliability(
      s.name,
      [...fitRows, ...reportRows].filter((r) => r.set === s.name),
      engine,
    );
}

/** Groups of fit sets for the out-of-fold sameness values the judge is fitted on. */
const SAMENESS_FOLDS = 5;

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
  const dir = new URL('../node_modules/.cache/judge-fit-folds/', import.meta.url);
  const file = new URL(`${hash.digest('hex').slice(0, 24)}.json`, dir);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as SamenessModel;
  const model = fitSameness(rows);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(model));
  console.error(`sameness ${set}: fitted and cached (${new Date().toISOString().slice(11, 19)})`);
  return model;
}

/** Each question's most probable candidate. */
function chosenRows(rows: Row[], c: JudgeCoefficients): Row[] {
  const byQ = new Map<string, { p: number; row: Row }>();
  for (const r of rows) {
    const p = judgeProbability(r.f, c);
    const k = `${r.set}#${r.question}`;
    if (!byQ.has(k) || byQ.get(k)!.p < p) byQ.set(k, { p, row: r });
  }
  return [...byQ.values()].map((x) => x.row);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
