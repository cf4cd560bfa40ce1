/** A form field's label in the app's type (a className adds to it or overrides its colour). */
import type { LabelHTMLAttributes } from 'react';
import { cn } from '@web/lib/cn';

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('text-sm font-medium text-slate-700', className)} {...props} />;
}
