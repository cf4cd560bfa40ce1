/** Upload card of the Completed DDQs page: one file, 50 MB, upload-url → PUT → upload-complete. */
import { useState } from 'react';
import { Upload } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Button } from '@web/components/ui/button';
import { ResultMessages } from '@web/components/ui/result-messages';
import { UploadModal } from '@web/components/upload-modal';
import { useRefresh } from '@web/hooks/use-data';
import { uploadViaUploadUrl } from '@web/lib/upload';
import { MSG } from '@web/lib/messages';

/** "Failed to get upload URL: {status}" is reported as "Failed to get upload URL" here (docs/product-spec.md §8). */
export function ddqUploadErrorText(err: unknown): string {
  const message = err instanceof Error ? err.message : '';
  if (message.startsWith(`${MSG.uploadUrlFailed}:`)) return MSG.uploadUrlFailed;
  return message || MSG.ddqUploadSnag;
}

export function UploadCard() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const refresh = useRefresh();
  const onUpload = async (file: File) => {
    setError(null);
    setSuccess(null);
    try {
      await uploadViaUploadUrl('ddq-completions', file);
    } catch (err) {
      setError(ddqUploadErrorText(err));
      throw err;
    }
    setSuccess(MSG.ddqUploadOk);
    void refresh.completions();
    void refresh.stats();
    void refresh.processingStatus();
  };
  return (
    <Card data-testid="ddq-upload-card">
      <CardHeader>
        <CardTitle>Give me a blank DDQ</CardTitle>
        <p className="text-sm text-slate-600">
          I'll match every question to your knowledge base and fill in the answers.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Button className="self-start" onClick={() => setOpen(true)}>
          <Upload aria-hidden /> Upload DDQ Document
        </Button>
        <ResultMessages error={error} success={success} testId="ddq-upload" className="min-h-0" />
      </CardContent>
      <UploadModal open={open} onOpenChange={setOpen} title="Upload DDQ Document" onUpload={onUpload} />
    </Card>
  );
}
