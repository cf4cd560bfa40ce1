/** The anonymous landing page (docs/product-spec.md §2). */
import { Brain, Sparkles, Zap } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { DexAvatar } from '@web/components/dex';

const FEATURES = [
  {
    icon: Brain,
    title: 'Smart Learning',
    text: 'I read the DDQs your firm has already completed and learn your standard answers, question by question.',
  },
  {
    icon: Sparkles,
    title: 'AI-Powered',
    text: 'I match each new question to what your firm has said before, even when it is worded differently.',
  },
  {
    icon: Zap,
    title: 'Lightning Fast',
    text: 'Hand me a blank DDQ and get the Word document back filled in, ready for your review.',
  },
];

export default function Landing() {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 to-white">
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col items-center px-4 py-16 text-center sm:px-6">
        <DexAvatar className="h-24 w-24" bob />
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          Hi, I'm Dex, your <span className="text-brand-600">DDQ Wingman</span>
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-600">
          Teach me your firm's answers once. I'll complete your next due-diligence questionnaires for you, and hand back
          the Word document for review.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <a href="/auth/login">Sign In with Microsoft 365</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="/auth/login">Get Started with Microsoft 365</a>
          </Button>
        </div>
        <section aria-label="Features" className="mt-16 grid w-full gap-6 sm:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm">
              <span className="inline-flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
            </div>
          ))}
        </section>
      </main>
      <footer className="border-t border-slate-200 py-6 text-center text-sm text-slate-500">
        © {new Date().getFullYear()} DDQ Wingman · Your firm's answers stay your firm's.
      </footer>
    </div>
  );
}
