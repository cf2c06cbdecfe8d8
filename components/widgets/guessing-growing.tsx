'use client';

import { useId, useState } from 'react';
import type { ApproachSet } from '@/content/pages/startups';

interface GuessingGrowingProps {
  toggleLabel: string;
  guessing: ApproachSet;
  growing: ApproachSet;
  explainerPrompt: string;
  explainer: string[];
  source: { label: string; href: string };
}

type Choice = 'guessing' | 'growing';

/**
 * SPEC.md "Guessing/growing section": a toggle switches between two content sets, and the
 * paragraph expands or collapses an explanatory box. Both sets are in the HTML; the inactive
 * one is hidden.
 */
export function GuessingGrowing(props: GuessingGrowingProps) {
  const [choice, setChoice] = useState<Choice>('guessing');
  const [explained, setExplained] = useState(false);
  const baseId = useId();
  const sets: Record<Choice, ApproachSet> = { guessing: props.guessing, growing: props.growing };

  return (
    <div className="mx-auto mt-10 max-w-4xl">
      <div
        role="group"
        aria-label={props.toggleLabel}
        className="bg-paper mx-auto flex w-fit rounded-full p-1"
      >
        {(Object.keys(sets) as Choice[]).map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={choice === key}
            aria-controls={`${baseId}-${key}`}
            onClick={() => setChoice(key)}
            className={`min-h-11 rounded-full px-6 font-semibold transition-colors ${
              choice === key ? 'bg-ink text-white shadow' : 'text-ink hover:bg-white'
            }`}
          >
            {sets[key].label}
          </button>
        ))}
      </div>

      {(Object.keys(sets) as Choice[]).map((key) => {
        const set = sets[key];
        return (
          <div
            key={key}
            id={`${baseId}-${key}`}
            hidden={choice !== key}
            data-approach={key}
            className="border-line mt-8 grid gap-8 rounded-3xl border bg-white p-6 sm:p-10 md:grid-cols-[auto_1fr] md:items-center"
          >
            <p className="text-center">
              <span
                className={`block text-7xl font-extrabold tracking-tight ${
                  key === 'growing' ? 'text-emerald-700' : 'text-red-700'
                }`}
              >
                {set.rate}%
              </span>
              <span className="text-ink-soft text-sm font-medium">success rate</span>
            </p>
            <div>
              <h3 className="text-2xl font-bold">{set.heading}</h3>
              <ul className="mt-4 grid gap-2">
                {set.bullets.map((bullet) => (
                  <li key={bullet} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className={key === 'growing' ? 'text-emerald-700' : 'text-red-700'}
                    >
                      {key === 'growing' ? '✓' : '✗'}
                    </span>
                    {bullet}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        );
      })}

      <button
        type="button"
        aria-expanded={explained}
        aria-controls={`${baseId}-explainer`}
        onClick={() => setExplained((value) => !value)}
        className="text-ink hover:text-accent-strong mx-auto mt-8 block max-w-2xl text-center text-lg font-medium underline decoration-dotted underline-offset-4"
      >
        {props.explainerPrompt}
      </button>
      <div
        id={`${baseId}-explainer`}
        hidden={!explained}
        className="bg-paper mx-auto mt-4 max-w-2xl rounded-2xl p-6 leading-relaxed"
      >
        {props.explainer.map((paragraph) => (
          <p key={paragraph} className="mt-3 first:mt-0">
            {paragraph}
          </p>
        ))}
      </div>
      <p className="mt-6 text-center text-sm">
        <a
          href={props.source.href}
          target="_blank"
          rel="noopener noreferrer"
          className="text-ink-soft hover:text-ink underline underline-offset-4"
        >
          {props.source.label}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
