/**
 * Logistic calibration fit for bench/answer-quality.ts --fit: confidence = sigmoid(b0 + b1*score + b2*gap + b3*exact),
 * fitted by gradient descent on the TUNE cases' top candidates (label: the answer was right).
 */
export interface FitRow {
  score: number;
  gap: number;
  exact: boolean;
  correct: boolean;
}

export function fitCalibration(rows: FitRow[]): void {
  if (rows.length === 0) return;
  let w = [-5, 8, 4, 2];
  const features = (r: FitRow) => [1, r.score, Math.min(r.gap, 0.5), r.exact ? 1 : 0];
  const rate = 0.5;
  const l2 = 0.001;
  for (let epoch = 0; epoch < 20000; epoch++) {
    const grad = [0, 0, 0, 0];
    for (const r of rows) {
      const x = features(r);
      const z = x.reduce((s, xi, j) => s + xi * w[j]!, 0);
      const p = 1 / (1 + Math.exp(-z));
      const err = p - (r.correct ? 1 : 0);
      x.forEach((xi, j) => (grad[j]! += (err * xi) / rows.length));
    }
    w = w.map((wj, j) => wj - rate * (grad[j]! + (j > 0 ? l2 * wj : 0)));
  }
  let logLoss = 0;
  for (const r of rows) {
    const z = features(r).reduce((s, xi, j) => s + xi * w[j]!, 0);
    const p = Math.min(1 - 1e-9, Math.max(1e-9, 1 / (1 + Math.exp(-z))));
    logLoss -= r.correct ? Math.log(p) : Math.log(1 - p);
  }
  const [intercept, score, gap, exact] = w.map((x) => Math.round(x * 100) / 100);
  console.log(`\nfitted on ${rows.length} tune questions (${rows.filter((r) => r.correct).length} right), log loss ${(logLoss / rows.length).toFixed(3)}:`);
  console.log(`  { intercept: ${intercept}, score: ${score}, gap: ${gap}, exact: ${exact} }`);
}
