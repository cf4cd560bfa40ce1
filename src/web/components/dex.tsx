/** Dex, the mascot who speaks for the product in the first person. */
import { cn } from '@web/lib/cn';

export function DexAvatar({ className, bob = false }: { className?: string; bob?: boolean }) {
  return (
    <svg
      viewBox="0 0 64 64"
      role="img"
      aria-label="Dex"
      className={cn('h-12 w-12 shrink-0', bob && 'dex-bob', className)}
    >
      <rect x="6" y="10" width="52" height="46" rx="16" fill="#2563eb" />
      <rect x="29" y="2" width="6" height="10" rx="3" fill="#60a5fa" />
      <circle cx="32" cy="3" r="3" fill="#fbbf24" />
      <circle cx="23" cy="30" r="7" fill="#fff" />
      <circle cx="41" cy="30" r="7" fill="#fff" />
      <circle cx="24" cy="31" r="3.5" fill="#0f172a" />
      <circle cx="42" cy="31" r="3.5" fill="#0f172a" />
      <path d="M22 43c6 6 14 6 20 0" stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" />
      <path d="M4 30 L-2 24 M60 30 L66 24" stroke="#60a5fa" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export function DexSays({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <DexAvatar className="h-10 w-10" />
      <div className="rounded-2xl rounded-tl-sm bg-brand-50 px-4 py-3 text-sm text-slate-800">{children}</div>
    </div>
  );
}
