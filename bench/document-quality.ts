/**
 * Quality benchmark of the document engine over ../shared/corpus (not part of the product; reads the shared corpus).
 * Prints per file: questions expected, detected, fields set apart as not questions (the form's own date, rows
 * the requesting party fills), precision/recall of detection, share of answer slots,
 * and for completed files the share of pairs read with exactly the right answer. Also runs the
 * fill → re-read round trip on every rendered blank with its known answers. Then prints every rendered .docx
 * converted to PDF with LibreOffice (soffice, at bench time) and read back: questions found and answers read the
 * same as from the .docx (SKIP_PDF_RENDERS=1 skips it).
 *
 *   npx tsx bench/document-quality.ts [corpusDir]
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { extractQaPairs, fillQuestionnaire, parseQuestionnaire } from '../src/engines/document/index.js';
import { evaluatePdfRenders, textLayerLines } from './pdf-renders.js';
import { loadTruth as loadTruthIn, match, norm, pct, type TruthQuestion } from './quality-truth.js';

const corpus = process.argv[2] ?? '/work/shared/corpus';
const rendered = join(corpus, 'rendered');
const raw = join(corpus, 'raw');
const loadTruth = (name: string) => loadTruthIn(rendered, name);

interface Expectation {
  questions: TruthQuestion[];
  completed: boolean;
  matchBy?: 'text' | 'number';
}

/** Expected questions of the two real blank Word files, counted by hand (see the file's numbering). */
const HAND_COUNTED: Record<string, string[]> = {
  'ecometricx-vendor-assessment-blank.docx': [
    'Company Name',
    'Primary Contact',
    'Contact Email',
    'Contact Phone',
    'Services Provided',
    'Contract Start Date',
    ...['SOC 2 Type II', 'ISO 27001', 'HIPAA', 'PCI-DSS', 'FedRAMP', 'Other: _______'].map(
      (c) => `Do you maintain any of the following certifications? — ${c}`,
    ),
    'Do you have a documented Information Security Policy?',
    'Do you have a dedicated security team or officer?',
    'Do you conduct regular security awareness training?',
    'Do you perform background checks on employees?',
    'Do you require multi-factor authentication (MFA)?',
    'Do you implement role-based access control (RBAC)?',
    'How often do you conduct access reviews?',
    'Do you have a formal user provisioning/deprovisioning process?',
    'Do you encrypt data at rest?',
    'Do you encrypt data in transit?',
    'Where will EcoMetricx data be stored?',
    'Do you use sub-processors?',
    'What is your data retention policy?',
    'How do you securely delete data upon request?',
    'Do you have a documented incident response plan?',
    'What is your security incident notification timeframe?',
    'Have you experienced any security breaches in the past 3 years?',
    'Do you have a documented Business Continuity Plan?',
    'Do you have a Disaster Recovery Plan?',
    'How often do you test backup restoration?',
    'Do you conduct regular vulnerability scans?',
    'Do you conduct penetration testing?',
    ...['Critical', 'High', 'Medium', 'Low'].map((s) => `What is your patch management timeframe? — ${s}`),
    'Do you maintain audit logs?',
    'Do you have 24/7 security monitoring?',
    'Do you use a SIEM or log management solution?',
    'Where are your data centers located?',
    'Are data center facilities SOC 2 or ISO 27001 certified?',
    'Are you willing to sign a Data Processing Agreement (DPA)?',
    'Do you carry cyber liability insurance?',
    'Are you willing to provide audit rights?',
    'Please provide any additional security information relevant to your services:',
    'Please attach the following (if applicable)',
  ],
  'esg-supplier-excerpt-blank.docx': [
    'Does your company employ children between 15-17 years of age?',
    'How does your company make sure that workers below the legal minimum age are not hired both directly or via agencies or contractors?',
    'How has your company organized reporting of potential violations (for example discriminating behavior)? Can feedback be given anonymously?',
    'Does your company track and manage hours worked by each employee?',
    'Does your company have an anti-harassment policy in place?',
    'Does your company have Anti-corruption and Anti-bribery training and policies in place?',
    'Are all key employees trained on anti-corruption and anti-bribery policies?',
    'Does your company have a formal policy for non-discrimination?',
  ],
};

/** The raw Excel files and the truth of their Word renders (same questions, same answers). */
const XLSX_TRUTH: Record<string, string> = {
  'Instructure_CAIQ_2022-12.xlsx': 'instructure-caiq-4.0.2-2022',
  'CanvasLMS_HECVAT_Full_2022-12.xlsx': 'canvas-hecvat-full-3.03-2022',
  'CanvasLMS_HECVAT_Full_2024-07.xlsx': 'canvas-hecvat-full-3.04-2024',
  'CanvasLMS_K12CVAT_Lite_2024-04.xlsx': 'canvas-k12cvat-lite-4.1-2024',
};

interface Row {
  file: string;
  expected: number;
  detected: number;
  fields: number | string;
  unanswered: number | string;
  precision: string;
  recall: string;
  slots: string;
  answers: string;
  ms: number;
}
const rows: Row[] = [];
const misses: string[] = [];

async function evaluate(path: string, exp: Expectation) {
  const bytes = new Uint8Array(readFileSync(path));
  const t = performance.now();
  const parsed = await parseQuestionnaire(bytes, { filename: path });
  const ms = Math.round(performance.now() - t);
  const m = match(parsed, exp.questions);
  const withSlot = parsed.items.filter((i) => i.slot.type !== 'none').length;
  let right = 0;
  if (exp.completed) {
    for (const [ei, ii] of m)
      if (norm(parsed.items[ii]!.answer) === norm(exp.questions[ei]!.expected)) right++;
      else if (misses.length < 40)
        misses.push(
          `${path.split('/').pop()} #${ei + 1}: got ${JSON.stringify(norm(parsed.items[ii]!.answer).slice(0, 80))} want ${JSON.stringify(norm(exp.questions[ei]!.expected).slice(0, 80))}`,
        );
    extractQaPairs(parsed);
  }
  exp.questions.forEach((q, ei) => {
    if (!m.has(ei) && misses.length < 60)
      misses.push(`${path.split('/').pop()}: missed ${JSON.stringify(q.question.slice(0, 80))}`);
  });
  const matchedItems = new Set(m.values());
  // In completed files the truth lists the answered questions; detected questions the firm left blank are reported apart.
  const unanswered = exp.completed ? parsed.items.filter((it, ii) => !it.answer && !matchedItems.has(ii)).length : 0;
  const judged = parsed.items.length - unanswered;
  parsed.items.forEach((it, ii) => {
    if (!matchedItems.has(ii) && (!exp.completed || it.answer) && misses.length < 80)
      misses.push(`${path.split('/').pop()}: extra ${JSON.stringify(it.question.slice(0, 80))}`);
  });
  rows.push({
    file: path.split('/').pop()!,
    expected: exp.questions.length,
    detected: parsed.items.length,
    fields: parsed.fields.length,
    unanswered: exp.completed ? unanswered : '-',
    precision: pct(m.size, judged),
    recall: pct(m.size, exp.questions.length),
    slots: pct(withSlot, parsed.items.length),
    answers: exp.completed ? pct(right, m.size) : '-',
    ms,
  });
  return parsed;
}

async function roundTrip(blank: string, truth: TruthQuestion[]) {
  const bytes = new Uint8Array(readFileSync(blank));
  const parsed = await parseQuestionnaire(bytes);
  const m = match(parsed, truth);
  const answers = [...m].map(([ei, ii]) => ({ itemIndex: ii, text: truth[ei]!.expected ?? '' })).filter((a) => a.text);
  const t = performance.now();
  const filled = await fillQuestionnaire(bytes, parsed, answers);
  const ms = Math.round(performance.now() - t);
  const back = await parseQuestionnaire(filled.bytes);
  let ok = 0;
  for (const a of answers)
    if (norm(back.items[a.itemIndex]?.answer) === norm(a.text)) ok++;
    else if (misses.length < 100)
      misses.push(
        `round trip ${blank.split('/').pop()} item ${a.itemIndex}: got ${JSON.stringify(norm(back.items[a.itemIndex]?.answer).slice(0, 60))} want ${JSON.stringify(norm(a.text).slice(0, 60))}`,
      );
  console.log(
    `round trip ${blank.split('/').pop()}: ${ok}/${answers.length} answers read back in place (${pct(ok, answers.length)}), fill ${ms} ms, items ${back.items.length}/${parsed.items.length}`,
  );
}

async function main() {
  for (const f of readdirSync(rendered)
    .filter((f) => f.endsWith('.docx'))
    .sort()) {
    const name = f.replace(/\.(table|numbered|form)\.(blank|completed)\.docx$/, '');
    await evaluate(join(rendered, f), { questions: loadTruth(name), completed: f.includes('.completed.') });
  }
  for (const [f, truth] of Object.entries(XLSX_TRUTH)) {
    if (existsSync(join(raw, f))) await evaluate(join(raw, f), { questions: loadTruth(truth), completed: true });
  }
  for (const [f, qs] of Object.entries(HAND_COUNTED)) {
    if (existsSync(join(raw, f)))
      await evaluate(join(raw, f), { questions: qs.map((question, index) => ({ index, question })), completed: false });
  }
  const ilpa = join(raw, 'ILPA_Due_Diligence_Questionnaire_v1.2.pdf');
  if (existsSync(ilpa)) {
    // Expected: every "N.N…" numbered line of the text layer (section lines "N.0" excluded), counted independently of the engine.
    const expected = (await textLayerLines(ilpa)).filter(
      (l) => /^\s*\d{1,2}(?:\.\d{1,2}){1,3}\.?\s+\S/.test(l) && !/^\s*\d{1,2}\.0\s/.test(l),
    ).length;
    const t = performance.now();
    const parsed = await parseQuestionnaire(new Uint8Array(readFileSync(ilpa)));
    const numbered = parsed.items.filter((i) => i.number && i.number.includes('.')).length;
    rows.push({
      file: 'ILPA_Due_Diligence_Questionnaire_v1.2.pdf (numbered questions)',
      expected,
      detected: numbered,
      fields: '-',
      unanswered: '-',
      precision: 'n/a',
      recall: pct(Math.min(numbered, expected), expected),
      slots: 'new docx',
      answers: '-',
      ms: Math.round(performance.now() - t),
    });
  }
  const gcp = join(raw, 'GCP_CSA_STAR_CAIQ_2024-07.pdf');
  if (existsSync(gcp)) {
    // Google's completed CAIQ v4.0.2 as a PDF: its questions are the CAIQ v4.0.2 questions (Instructure's truth file);
    // there is no truth for Google's answers, so the last column is the share of questions read with an answer.
    const questions = loadTruth('instructure-caiq-4.0.2-2022');
    const t = performance.now();
    const parsed = await parseQuestionnaire(new Uint8Array(readFileSync(gcp)), { filename: gcp });
    const ms = Math.round(performance.now() - t);
    const m = match(parsed, questions);
    const answered = parsed.items.filter((i) => i.answer).length;
    rows.push({
      file: 'GCP_CSA_STAR_CAIQ_2024-07.pdf (CAIQ v4.0.2 questions)',
      expected: questions.length,
      detected: parsed.items.length,
      fields: parsed.fields.length,
      unanswered: parsed.items.length - answered,
      precision: pct(m.size, parsed.items.length),
      recall: pct(m.size, questions.length),
      slots: 'new docx',
      answers: `${pct(answered, parsed.items.length)} read`,
      ms,
    });
  }
  console.table(rows);
  if (!process.env.SKIP_PDF_RENDERS) {
    // Every rendered .docx printed to PDF by LibreOffice and read back (targets: ≥ 98% questions, ≥ 95% answers F1 ≥ 0.9).
    console.table(await evaluatePdfRenders(rendered, misses));
  }
  for (const f of readdirSync(rendered)
    .filter((f) => f.endsWith('.blank.docx'))
    .sort()) {
    await roundTrip(join(rendered, f), loadTruth(f.replace(/\.(table|numbered|form)\.blank\.docx$/, '')));
  }
  if (existsSync(join(raw, 'CAIQ-v4.0.3-blank.xlsx')))
    await roundTrip(join(raw, 'CAIQ-v4.0.3-blank.xlsx'), loadTruth('instructure-caiq-4.0.2-2022'));
  if (process.env.VERBOSE) console.log(misses.join('\n'));
}

await main();
