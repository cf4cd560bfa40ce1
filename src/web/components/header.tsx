/** Signed-in navigation (docs/product-spec.md §2). Sign Out is a browser navigation to /auth/logout. */
import { Link, useLocation } from 'wouter';
import { useState } from 'react';
import { Menu, X } from 'lucide-react';
import { DexAvatar } from './dex';
import { cn } from '@web/lib/cn';
import { NotificationsMenu } from './notifications-menu';

export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/source-documents', label: 'Training Documents' },
  { href: '/ddq-completions', label: 'Completed DDQs' },
  { href: '/qa-pairs', label: 'Knowledge Base' },
  { href: '/team', label: 'Team' },
] as const;

export function Header({ showSignOut = true }: { showSignOut?: boolean }) {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const linkClass = (href: string) =>
    cn(
      'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
      location === href ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
    );
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 font-semibold text-slate-900">
          <DexAvatar className="h-8 w-8" />
          <span>DDQ Wingman</span>
        </Link>
        <div className="flex items-center gap-1">
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            {NAV_LINKS.map((l) => (
              <Link
                key={l.href}
                href={l.href}
                className={linkClass(l.href)}
                aria-current={location === l.href ? 'page' : undefined}
              >
                {l.label}
              </Link>
            ))}
            {showSignOut && (
              <a
                href="/auth/logout"
                className="ml-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100"
              >
                Sign Out
              </a>
            )}
          </nav>
          <NotificationsMenu />
        </div>
        <button
          type="button"
          className="rounded-lg p-2 md:hidden"
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? <X className="h-5 w-5" /> : <Menu className="h-5 w-5" />}
        </button>
      </div>
      {open && (
        <nav aria-label="Main mobile" className="flex flex-col gap-1 border-t border-slate-200 px-4 py-2 md:hidden">
          {NAV_LINKS.map((l) => (
            <Link key={l.href} href={l.href} className={linkClass(l.href)} onClick={() => setOpen(false)}>
              {l.label}
            </Link>
          ))}
          {showSignOut && (
            <a href="/auth/logout" className="rounded-lg px-3 py-2 text-sm font-medium text-slate-600">
              Sign Out
            </a>
          )}
        </nav>
      )}
    </header>
  );
}
