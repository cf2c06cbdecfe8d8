'use client';

import { useId, useState } from 'react';

export type Approach = 'guessing' | 'growing';
const APPROACHES: Approach[] = ['guessing', 'growing'];

interface GuessingGrowingToggleProps {
  toggleLabel: string;
  labels: Record<Approach, string>;
  panels: Record<Approach, React.ReactNode>;
  explainerPrompt: string;
  explainer: React.ReactNode;
}

/** Toggles between the two approaches' panels (both in the HTML) and opens the explainer. */
export function GuessingGrowingToggle({
  toggleLabel,
  labels,
  panels,
  explainerPrompt,
  explainer,
}: GuessingGrowingToggleProps) {
  const [choice, setChoice] = useState<Approach>('guessing');
  const [explained, setExplained] = useState(false);
  const baseId = useId();

  return (
    <>
      <div
        role="group"
        aria-label={toggleLabel}
        className="bg-paper mx-auto flex w-fit rounded-full p-1"
      >
        {APPROACHES.map((key) => (
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
            {labels[key]}
          </button>
        ))}
      </div>

      {APPROACHES.map((key) => (
        <div
          key={key}
          id={`${baseId}-${key}`}
          hidden={choice !== key}
          data-approach={key}
          className="border-line mt-8 grid gap-8 rounded-3xl border bg-white p-6 sm:p-10 md:grid-cols-[auto_1fr] md:items-center"
        >
          {panels[key]}
        </div>
      ))}

      <button
        type="button"
        aria-expanded={explained}
        aria-controls={`${baseId}-explainer`}
        onClick={() => setExplained((value) => !value)}
        className="text-ink hover:text-accent-strong mx-auto mt-8 block max-w-2xl text-center text-lg font-medium underline decoration-dotted underline-offset-4"
      >
        {explainerPrompt}
      </button>
      <div
        id={`${baseId}-explainer`}
        hidden={!explained}
        className="bg-paper mx-auto mt-4 max-w-2xl rounded-2xl p-6 leading-relaxed"
      >
        {explainer}
      </div>
    </>
  );
}
