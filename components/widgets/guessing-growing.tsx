import type { ApproachComparison, ApproachSet } from '@/content/pages/startups';
import { CheckList } from './check-list';
import { GuessingGrowingToggle, type Approach } from './guessing-growing-toggle';

/** One approach: its success rate beside its heading and what it does. */
function ApproachPanel({ set, approach }: { set: ApproachSet; approach: Approach }) {
  const growing = approach === 'growing';
  return (
    <>
      <p className="text-center">
        <span
          className={`block text-7xl font-extrabold tracking-tight ${
            growing ? 'text-emerald-700' : 'text-red-700'
          }`}
        >
          {set.rate}%
        </span>
        <span className="text-ink-soft text-sm font-medium">success rate</span>
      </p>
      <div>
        <h3 className="text-2xl font-bold">{set.heading}</h3>
        <CheckList
          items={set.bullets}
          className="mt-4 grid gap-2"
          markClassName={growing ? 'text-emerald-700' : 'text-red-700'}
          cross={!growing}
        />
      </div>
    </>
  );
}

/** Guessing against growing, rendered on the server; the island only switches and opens. */
export function GuessingGrowing({ content }: { content: ApproachComparison }) {
  return (
    <div className="mx-auto mt-10 max-w-4xl">
      <GuessingGrowingToggle
        toggleLabel={content.toggleLabel}
        labels={{ guessing: content.guessing.label, growing: content.growing.label }}
        panels={{
          guessing: <ApproachPanel set={content.guessing} approach="guessing" />,
          growing: <ApproachPanel set={content.growing} approach="growing" />,
        }}
        explainerPrompt={content.explainerPrompt}
        explainer={content.explainer.map((paragraph) => (
          <p key={paragraph} className="mt-3 first:mt-0">
            {paragraph}
          </p>
        ))}
      />
      <p className="mt-6 text-center text-sm">
        <a
          href={content.source.href}
          target="_blank"
          rel="noopener noreferrer"
          className="text-ink-soft hover:text-ink underline underline-offset-4"
        >
          {content.source.label}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
