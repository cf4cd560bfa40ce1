/**
 * LibreOffice's PDF export, as the tests and the benchmarks call it: a profile of its own in the output folder
 * (so runs in parallel do not share one), headless, every input in one run.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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

/**
 * One LibreOffice run renders every document added (its start-up is most of the cost: about 6 s a run,
 * against about 1 s a document more in the same run): each test adds its filled documents while the block is
 * prepared and reads their text (pdftotext -layout, whitespace folded) when it runs.
 */
export class Renders {
  private readonly files = new Map<string, { bytes: Uint8Array; ext: 'docx' | 'xlsx' }>();
  private readonly texts = new Map<string, string>();
  add(key: string, bytes: Uint8Array, ext: 'docx' | 'xlsx' = 'docx'): string {
    this.files.set(key, { bytes, ext });
    return key;
  }
  render(): void {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ddq-lo-'));
    try {
      const names = [...this.files].map(([key, f], i) => {
        const name = `doc-${i}`;
        fs.writeFileSync(path.join(dir, `${name}.${f.ext}`), f.bytes);
        return [key, name, f.ext] as const;
      });
      sofficeToPdf(
        names.map(([, name, ext]) => path.join(dir, `${name}.${ext}`)),
        dir,
        240_000,
      );
      for (const [key, name] of names)
        this.texts.set(
          key,
          execFileSync('pdftotext', ['-layout', path.join(dir, `${name}.pdf`), '-'], { encoding: 'utf8' }),
        );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  /** The rendered text as pdftotext lays it out. */
  raw(key: string): string {
    const text = this.texts.get(key);
    if (text === undefined) throw new Error(`${key} was not rendered`);
    return text;
  }
  /** The rendered text, whitespace folded. */
  text(key: string): string {
    return this.raw(key).replace(/\s+/g, ' ');
  }
}
