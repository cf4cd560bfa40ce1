/**
 * The document engine's memory, measured alone (bench/document-speed.ts runs it): a fresh process that imports only
 * the engine parses, and fills where it can, each file of a folder, seven times over as the timing runs do, and
 * prints its resident memory before the first document and at its peak (sampled every 5 ms), as JSON.
 *
 *   node --import tsx bench/support/document-memory.ts <folder>
 */
import fs from 'node:fs';
import path from 'node:path';
import { fillQuestionnaire, parseQuestionnaire } from '../../src/engines/document/index.js';

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const atStart = process.memoryUsage().rss;
let peak = atStart;
const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
const timer = setInterval(sample, 5);

const folder = process.argv[2]!;
for (const name of fs.readdirSync(folder).sort()) {
  const bytes = new Uint8Array(fs.readFileSync(path.join(folder, name)));
  for (let run = 0; run < 7; run++) {
    const parsed = await parseQuestionnaire(bytes);
    sample();
    if (name.endsWith('.docx')) {
      const answers = parsed.items.map((it) => ({
        itemIndex: it.index,
        text: `Yes. Evidence for ${it.id ?? it.number}.`,
      }));
      await fillQuestionnaire(bytes, parsed, answers);
      sample();
    }
  }
}
clearInterval(timer);
console.log(JSON.stringify({ startMb: mb(atStart), peakMb: mb(peak) }));
