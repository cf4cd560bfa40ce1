/**
 * Answer Injection (docs/product-spec.md §2 and §5): a fresh .docx (or a fillable PDF form) is filled from the stored answers
 * of a completed DDQ, with no AI processing, and downloaded as <name>_COMPLETED_<YYYY-MM-DD>.docx (or .pdf).
 */
import { useId, useRef, useState } from 'react';
import { Info, Loader2, Syringe } from 'lucide-react';
import { apiPath, type TDdqCompletion } from '@contract/index';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Button } from '@web/components/ui/button';
import { Select } from '@web/components/ui/select';
import { Label } from '@web/components/ui/label';
import { ResultMessages } from '@web/components/ui/result-messages';
import { completedFileName, formatDate } from '@web/lib/format';
import { saveBlob } from '@web/lib/upload';
import { MSG } from '@web/lib/messages';

export interface Injected {
  blob: Blob;
  /** Questions of the fresh copy, filled from the source, and already answered in the copy (kept as written). */
  total: number;
  filled: number;
  kept: number;
}

export async function injectAnswers(sourceCompletionId: string, file: File): Promise<Injected> {
  const form = new FormData();
  form.append('ddq', file);
  form.append('sourceCompletionId', sourceCompletionId);
  const res = await fetch(apiPath('injectAnswers'), { method: 'POST', body: form, credentials: 'include' });
  if (!res.ok) {
    // A reason the server gives for this request (e.g. nothing matched) says more than the status text.
    const reason =
      res.status === 422 ? ((await res.json().catch(() => null)) as { message?: string } | null)?.message : undefined;
    throw new Error(`Injection failed: ${reason ?? (res.statusText || res.status)}`);
  }
  const count = (h: string) => Number(res.headers.get(h) ?? 0) || 0;
  return {
    blob: await res.blob(),
    total: count('x-ddq-total-questions'),
    filled: count('x-ddq-filled'),
    kept: count('x-ddq-kept'),
  };
}

/** The spec's success text, then what was actually done. */
export function injectedMessage(r: Pick<Injected, 'total' | 'filled' | 'kept'>): string {
  const kept = r.kept > 0 ? `, and kept the ${r.kept} answer${r.kept === 1 ? '' : 's'} already in your copy` : '';
  return `${MSG.injectOk} I filled ${r.filled} of ${r.total} question${r.total === 1 ? '' : 's'}${kept}.`;
}

/** Name and date, and the time and answered count when another source has the same name and date. */
export function sourceLabel(c: TDdqCompletion, all: TDdqCompletion[]): string {
  const base = `${c.originalName} (${formatDate(c.createdAt)})`;
  const twin = all.some((o) => o.id !== c.id && `${o.originalName} (${formatDate(o.createdAt)})` === base);
  if (!twin) return base;
  const time = c.createdAt
    ? new Date(c.createdAt).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' })
    : '';
  return `${c.originalName} (${formatDate(c.createdAt)} ${time}, ${c.answeredQuestions ?? 0}/${c.totalQuestions ?? 0} answered)`;
}

export function InjectionCard({ completions }: { completions: TDdqCompletion[] }) {
  const selectId = useId();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    setSuccess(null);
    if (!source || !file) {
      setError(MSG.injectMissing);
      return;
    }
    setBusy(true);
    try {
      const injected = await injectAnswers(source, file);
      saveBlob(
        injected.blob,
        completedFileName(file.name, new Date(), injected.blob.type.startsWith('application/pdf') ? 'pdf' : 'docx'),
      );
      setSource('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      setSuccess(injectedMessage(injected));
    } catch (err) {
      setError((err as Error).message || MSG.injectFallback);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card data-testid="injection-card">
      <CardHeader>
        <CardTitle icon={Syringe}>Answer Injection</CardTitle>
        <p className="text-sm text-slate-600">
          Fill a fresh copy of a DDQ with the answers I already wrote for an earlier one.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={selectId}>Select Completed DDQ as Source</Label>
            <Select
              id={selectId}
              value={source}
              onValueChange={setSource}
              placeholder="Choose a completed DDQ..."
              options={completions.map((c) => ({ value: c.id, label: sourceLabel(c, completions) }))}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={fileId}>Upload Fresh DDQ to Fill</Label>
            <input
              ref={fileInput}
              id={fileId}
              type="file"
              accept=".docx,.pdf"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className="block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:h-10 file:border-0 file:bg-slate-100 file:px-3 file:text-sm file:font-medium hover:file:bg-slate-200"
            />
          </div>
        </div>
        {source && (
          <p className="flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
            <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden /> I'll use the answers stored for this DDQ. No AI
            calls are needed, so this takes seconds.
          </p>
        )}
        <Button
          className="h-auto min-h-10 self-start whitespace-normal py-2 text-left"
          onClick={submit}
          disabled={!source || !file || busy}
        >
          {busy && <Loader2 className="animate-spin" aria-hidden />}
          Inject Answers (No AI Processing Required)
        </Button>
        <ResultMessages error={error} success={success} testId="inject" />
      </CardContent>
    </Card>
  );
}
