/**
 * Status icon of a source document (docs/product-spec.md §4). Unknown statuses show the pulsing upload icon on the
 * dashboard and a neutral grey icon on the Training Documents screen.
 */
import { AlertCircle, CheckCircle2, CircleHelp, Loader2, Upload } from 'lucide-react';
import { cn } from '@web/lib/cn';

export function SourceStatusIcon({
  status,
  unknownAs = 'uploading',
  className,
}: {
  status: string;
  unknownAs?: 'uploading' | 'neutral';
  className?: string;
}) {
  const c = cn('h-5 w-5 shrink-0', className);
  switch (status) {
    case 'processing':
      return <Loader2 aria-label="Processing" className={cn(c, 'animate-spin text-brand-600')} />;
    case 'completed':
      return <CheckCircle2 aria-label="Ready" className={cn(c, 'text-green-600')} />;
    case 'error':
      return <AlertCircle aria-label="Error" className={cn(c, 'text-red-600')} />;
    case 'uploading':
      return <Upload aria-label="Uploading" className={cn(c, 'animate-pulse text-brand-500')} />;
    default:
      return unknownAs === 'uploading' ? (
        <Upload aria-label="Uploading" className={cn(c, 'animate-pulse text-brand-500')} />
      ) : (
        <CircleHelp aria-label={status} className={cn(c, 'text-slate-400')} />
      );
  }
}
