/**
 * LibreOffice's PDF export, as the tests and the benchmarks call it: a profile of its own in the output folder
 * (so runs in parallel do not share one), headless, every input in one run.
 */
import { execFileSync } from 'node:child_process';

/** Converts the files to PDF into `outDir` (each keeps its name with .pdf). */
export function sofficeToPdf(inputs: string[], outDir: string, timeoutMs: number): void {
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${outDir}/profile`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      outDir,
      ...inputs,
    ],
    { stdio: 'ignore', timeout: timeoutMs },
  );
}
