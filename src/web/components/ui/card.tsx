import type { HTMLAttributes } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('min-w-0 rounded-xl border border-slate-200 bg-white shadow-sm', className)} {...props} />;
}
export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col gap-1 p-5 pb-3', className)} {...props} />;
}
/** A card's title; with `icon`, the icon (brand colour) stands before the words. */
export function CardTitle({
  className,
  icon: Icon,
  children,
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { icon?: LucideIcon }) {
  return (
    <h3
      className={cn('text-base font-semibold text-slate-900', Icon && 'flex items-center gap-2', className)}
      {...props}
    >
      {Icon && <Icon className="h-5 w-5 text-brand-600" aria-hidden />}
      {Icon && ' '}
      {children}
    </h3>
  );
}
export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('p-5 pt-0', className)} {...props} />;
}
