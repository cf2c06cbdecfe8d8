import type { ScreenerProblem } from '@/lib/screener/client';

/** What stopped a step the server was sent, in the page (the script says it in a toast). */
export function Problem({ problem }: { problem: ScreenerProblem }) {
  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      {problem.title ? <p className="font-semibold">{problem.title}</p> : null}
      <p>{problem.description}</p>
    </div>
  );
}
