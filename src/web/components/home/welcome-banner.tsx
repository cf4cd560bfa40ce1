/** The dashboard's welcome banner with the three steps (docs/product-spec.md §1). */
import { DexAvatar } from '@web/components/dex';

const STEPS = [
  {
    n: 1,
    title: 'Teach me about your firm',
    text: 'Upload 3-5 completed DDQs. I pull out every question and answer into your knowledge base.',
  },
  {
    n: 2,
    title: 'Give me a blank DDQ',
    text: 'I match each question to what your firm has said before and fill it in.',
  },
  {
    n: 3,
    title: 'Download and review',
    text: 'Get the finished Word document back, filled in place, ready for your review.',
  },
];

export function WelcomeBanner({ name }: { name?: string }) {
  return (
    <section
      aria-labelledby="welcome-title"
      className="rounded-2xl bg-gradient-to-r from-brand-600 to-indigo-600 p-6 text-white shadow-md sm:p-8"
    >
      <div className="flex items-start gap-4">
        <DexAvatar className="hidden h-16 w-16 sm:block" bob />
        <div>
          <h1 id="welcome-title" className="text-2xl font-bold sm:text-3xl">
            Welcome back{name ? `, ${name.split(' ')[0]}` : ''}! I'm Dex.
          </h1>
          <p className="mt-1 text-brand-100">Here's how we'll get your DDQs done together:</p>
        </div>
      </div>
      <ol className="mt-6 grid gap-4 sm:grid-cols-3">
        {STEPS.map((s) => (
          <li key={s.n} className="rounded-xl bg-white/10 p-4">
            <span className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-white text-sm font-bold text-brand-700">
              {s.n}
            </span>
            <h2 className="mt-2 font-semibold">{s.title}</h2>
            <p className="mt-1 text-sm text-brand-50/90">{s.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
