/**
 * Dashboard upload area (docs/product-spec.md §5): chosen by click, .pdf/.doc/.docx, first file only, 10 MB,
 * posted as multipart form data; toasts for the client-side checks, failure and success.
 */
import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FileUp, Loader2 } from 'lucide-react';
import { toast, toastError } from '@web/hooks/use-toast';
import { useRefresh } from '@web/hooks/use-data';
import { checkDashboardFile, DASHBOARD_ACCEPT, postMultipartUpload, type UploadArea } from '@web/lib/upload';
import { MSG } from '@web/lib/messages';
import { cn } from '@web/lib/cn';

interface Props {
  area: UploadArea;
  title: string;
  hint: string;
  testId: string;
}

export function DashboardUpload({ area, title, hint, testId }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const refresh = useRefresh();
  const upload = useMutation({
    mutationFn: (file: File) => postMultipartUpload(area, file),
    onSuccess: () => {
      toast({
        title: MSG.dashboardUploadSuccessTitle,
        description: area === 'source-documents' ? MSG.dashboardUploadSuccessSource : MSG.dashboardUploadSuccessDdq,
        variant: 'success',
      });
      void (area === 'source-documents' ? refresh.sourceDocuments() : refresh.completions());
      void refresh.stats();
      void refresh.processingStatus();
    },
    onError: (err: Error) => toastError(MSG.dashboardUploadSnagTitle, err.message || MSG.dashboardUploadFallback),
  });

  const onFiles = (files: FileList | null) => {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = checkDashboardFile(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    upload.mutate(file);
  };

  return (
    <div>
      <input
        ref={input}
        id={`${testId}-input`}
        data-testid={`${testId}-input`}
        type="file"
        accept={DASHBOARD_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={title}
        onChange={(e) => onFiles(e.target.files)}
      />
      <button
        type="button"
        data-testid={testId}
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
        className={cn(
          'flex w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-brand-200 bg-brand-50/50 px-4 py-8 text-center transition-colors',
          'hover:border-brand-500 hover:bg-brand-50 focus-visible:border-brand-500 disabled:cursor-wait disabled:opacity-70',
        )}
      >
        {upload.isPending ? (
          <Loader2 className="h-8 w-8 animate-spin text-brand-600" aria-hidden />
        ) : (
          <FileUp className="h-8 w-8 text-brand-600" aria-hidden />
        )}
        <span className="font-medium text-slate-900">{upload.isPending ? 'Uploading...' : title}</span>
        <span className="text-xs text-slate-500">{hint}</span>
      </button>
    </div>
  );
}
