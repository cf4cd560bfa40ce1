/** The backtest's tables: figures per section, the share right per confidence band, the worst disagreements. */
import type { TBacktestBand, TBacktestDocumentResult, TBacktestTally } from '@contract/index';

const pct = (n: number, of: number) => (of > 0 ? `${Math.round((100 * n) / of)}%` : '–');

/** "9 of 12 (75%)": answers given (answered + draft) that agree with the firm's own. */
export function agreement(t: TBacktestTally): string {
  const given = t.answered + t.draft;
  return `${t.agree} of ${given} (${pct(t.agree, given)})`;
}

export function TallyTable({ rows, label }: { rows: (TBacktestTally & { title: string | null })[]; label: string }) {
  return (
    <table className="w-full text-left text-sm" aria-label={label}>
      <thead className="text-xs text-slate-500">
        <tr>
          <th className="py-1 pr-2 font-medium">Section</th>
          <th className="px-2 font-medium">Questions</th>
          <th className="px-2 font-medium">Answered</th>
          <th className="px-2 font-medium">Draft</th>
          <th className="px-2 font-medium">No answer</th>
          <th className="px-2 font-medium">Agree with yours</th>
          <th className="px-2 font-medium">Same yes/no</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={`${r.title ?? ''}-${i}`} className="border-t border-slate-100" data-testid="backtest-row">
            <td className="py-1 pr-2 text-slate-900">{r.title ?? 'Without a section'}</td>
            <td className="px-2">{r.questions}</td>
            <td className="px-2">{r.answered}</td>
            <td className="px-2">{r.draft}</td>
            <td className="px-2">{r.none}</td>
            <td className="px-2">{agreement(r)}</td>
            <td className="px-2">{r.yesNo > 0 ? `${r.yesNoAgree} of ${r.yesNo}` : '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** My confidence against how often I was right: the firm's own check of the calibration. */
export function BandTable({
  bands,
  label = 'Share right per confidence band',
  testId = 'backtest-bands',
}: {
  bands: TBacktestBand[];
  label?: string;
  testId?: string;
}) {
  const shown = bands.filter((b) => b.answers > 0);
  if (shown.length === 0) return <p className="text-sm text-slate-500">I gave no answers to compare yet.</p>;
  return (
    <table className="text-left text-sm" aria-label={label} data-testid={testId}>
      <thead className="text-xs text-slate-500">
        <tr>
          <th className="py-1 pr-4 font-medium">My confidence</th>
          <th className="pr-4 font-medium">Answers</th>
          <th className="font-medium">Right</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((b) => (
          <tr key={b.from} className="border-t border-slate-100">
            <td className="py-1 pr-4">{b.to > 100 ? `${b.from}–100%` : `${b.from}–${b.to - 1}%`}</td>
            <td className="pr-4">{b.answers}</td>
            <td>
              {b.right} ({pct(b.right, b.answers)})
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Disagreements({ items }: { items: TBacktestDocumentResult['disagreements'] }) {
  if (items.length === 0) return <p className="text-sm text-slate-500">Every answer I gave agrees with yours.</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label="Where I disagree with you">
      {items.map((d, i) => (
        <li key={i} className="rounded-md border border-slate-200 p-2 text-sm" data-testid="backtest-disagreement">
          <p className="font-medium text-slate-900">{d.question}</p>
          <p className="text-slate-600">
            <span className="font-medium">You wrote:</span> {d.firmAnswer}
          </p>
          <p className="text-slate-600">
            <span className="font-medium">
              I would say ({Math.round(d.confidence)}%, {d.outcome === 'draft' ? 'draft' : 'answered'}):
            </span>{' '}
            {d.myAnswer}
          </p>
        </li>
      ))}
    </ul>
  );
}
