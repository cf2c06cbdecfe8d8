import type { Step } from '@/content/types';

/** Numbered steps as an ordered list. */
export function Steps({ steps, tone = 'white' }: { steps: Step[]; tone?: 'white' | 'paper' }) {
  return (
    <ol
      className={`mt-12 grid gap-6 ${steps.length === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-3'}`}
    >
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={`step-card ${tone === 'paper' ? 'bg-paper' : 'border-line border bg-white'}`}
        >
          <span aria-hidden="true" className="step-number">
            {index + 1}
          </span>
          <h3 className="card-title mt-4">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="text-ink-soft mt-2 leading-relaxed">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
