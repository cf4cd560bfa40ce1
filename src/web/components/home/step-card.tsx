import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';

/** A dashboard column with its step number and heading. */
export function StepCard({
  step,
  title,
  subtitle,
  children,
  testId,
}: {
  step: number;
  title: string;
  subtitle?: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">Step {step}</p>
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {subtitle && <p className="text-sm text-slate-600">{subtitle}</p>}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}
