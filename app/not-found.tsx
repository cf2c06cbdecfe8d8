import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <section className="container-page flex flex-col items-center gap-6 py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-accent-strong uppercase">404</p>
      <h1 className="text-3xl font-bold">Oops! Page not found</h1>
      <p className="max-w-md text-ink-soft">
        The page you were looking for has moved or never existed. Everything else is still here.
      </p>
      <Link href="/" className="rounded-md bg-ink px-5 py-3 font-semibold text-white hover:bg-ink-soft">
        Go back home
      </Link>
    </section>
  );
}
