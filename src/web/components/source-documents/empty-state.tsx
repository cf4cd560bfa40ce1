import { Link } from 'wouter';
import { FileText } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';

export function EmptyState({ title, text, testId }: { title: string; text: string; testId?: string }) {
  return (
    <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center" data-testid={testId}>
      <FileText className="h-10 w-10 text-slate-300" aria-hidden />
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="text-sm text-slate-600">{text}</p>
      <Button asChild className="mt-2">
        <Link href="/">Upload Documents</Link>
      </Button>
    </Card>
  );
}
