import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <section className="container-page flex flex-col items-center gap-6 py-24 text-center">
      <p className="text-accent-strong text-sm font-semibold tracking-widest uppercase">404</p>
      <h1 className="text-3xl font-bold">Oops! Page not found</h1>
      <p className="text-ink-soft max-w-md">
        The page you were looking for has moved or never existed. Everything else is still here.
      </p>
      <Link
        href="/"
        className="bg-ink hover:bg-ink-soft rounded-md px-5 py-3 font-semibold text-white"
      >
        Go back home
      </Link>
    </section>
  );
}
