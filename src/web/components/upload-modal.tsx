/**
 * Upload modal (docs/product-spec.md §5): one file at a time, at most 50 MB, and nothing happens until the user clicks
 * Upload. Used by the Training Documents and Completed DDQs pages with the upload-url → PUT → upload-complete flow.
 */
import { useId, useRef, useState } from 'react';
import { FileText, Loader2, UploadCloud, X } from 'lucide-react';
import { LIMITS } from '@contract/index';
import { Dialog } from '@web/components/ui/dialog';
import { Button } from '@web/components/ui/button';
import { formatFileSize } from '@web/lib/format';
import { cn } from '@web/lib/cn';
import { READABLE_TYPES_TEXT } from '@web/lib/upload';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Uploads the file; resolves when done (the modal then closes), rejects to keep it open. */
  onUpload: (file: File) => Promise<unknown>;
  accept?: string;
}

export const TOO_LARGE = `This file is too large. The maximum size is ${formatFileSize(LIMITS.uploadBytes)}.`;

export function UploadModal({ open, onOpenChange, title, onUpload, accept }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);

  const choose = (files: FileList | null) => {
    const f = files?.[0] ?? null;
    if (input.current) input.current.value = '';
    if (!f) return;
    if (f.size > LIMITS.uploadBytes) {
      setFile(null);
      setProblem(TOO_LARGE);
      return;
    }
    setProblem(null);
    setFile(f);
  };
  const reset = () => {
    setFile(null);
    setProblem(null);
  };
  const submit = async () => {
    if (!file) return;
    setBusy(true);
    try {
      await onUpload(file);
      reset();
      onOpenChange(false);
    } catch (err) {
      // Said here, where the user looks (the page behind the overlay reports it too).
      setProblem(err instanceof Error && err.message ? err.message : 'The upload failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (busy) return;
        if (!o) reset();
        onOpenChange(o);
      }}
      title={title}
      description={`One file at a time, up to ${formatFileSize(LIMITS.uploadBytes)}: a ${READABLE_TYPES_TEXT} document.`}
      testId="upload-modal"
    >
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={accept}
        className="sr-only"
        data-testid="upload-modal-input"
        onChange={(e) => choose(e.target.files)}
      />
      <label
        htmlFor={inputId}
        tabIndex={0}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            input.current?.click();
          }
        }}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          choose(e.dataTransfer.files);
        }}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors focus-visible:border-brand-500',
          dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 hover:border-brand-500 hover:bg-slate-50',
        )}
      >
        <UploadCloud className="h-8 w-8 text-brand-600" aria-hidden />
        <span className="font-medium text-slate-900">Drop a file here or click to browse</span>
        <span className="text-xs text-slate-500" data-testid="upload-modal-types">
          {READABLE_TYPES_TEXT} · maximum size {formatFileSize(LIMITS.uploadBytes)}
        </span>
      </label>
      {problem && (
        <p role="alert" className="mt-3 text-sm text-red-700" data-testid="upload-modal-error">
          {problem}
        </p>
      )}
      {file && (
        <div
          className="mt-3 flex items-center gap-3 rounded-lg border border-slate-200 p-3"
          data-testid="upload-modal-file"
        >
          <FileText className="h-5 w-5 shrink-0 text-brand-600" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="break-all text-sm font-medium">{file.name}</p>
            <p className="text-xs text-slate-500">{formatFileSize(file.size)}</p>
          </div>
          <Button variant="ghost" size="sm" onClick={reset} disabled={busy} aria-label={`Remove ${file.name}`}>
            <X aria-hidden />
          </Button>
        </div>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={!file || busy}>
          {busy && <Loader2 className="animate-spin" aria-hidden />}
          {busy ? 'Uploading...' : 'Upload 1 file'}
        </Button>
      </div>
    </Dialog>
  );
}
