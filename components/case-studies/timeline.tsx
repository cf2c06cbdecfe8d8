import type { caseStudiesPage } from '@/content/case-studies';

type TimelineCopy = Pick<
  typeof caseStudiesPage,
  'timeline' | 'activeStage' | 'timelineHeading' | 'currentStageLabel'
>;

/** How each stage looks: done, the active one, or still to come. */
const LOOKS = {
  done: { card: 'border-line bg-white', badge: 'bg-ink text-white' },
  active: { card: 'border-accent bg-amber-50 shadow-sm', badge: 'bg-accent text-ink' },
  next: { card: 'border-line bg-paper', badge: 'text-ink-soft border-line border bg-white' },
} as const;

/** The study's five stages; the active one is marked for sight and for screen readers. */
export function Timeline({ copy }: { copy: TimelineCopy }) {
  const { timeline: steps, timelineHeading: heading, currentStageLabel: currentLabel } = copy;
  const activeIndex = steps.findIndex((step) => step.stage === copy.activeStage);
  return (
    <section aria-labelledby="timeline-heading" className="flex flex-col gap-6">
      <h2 id="timeline-heading" className="text-2xl font-bold">
        {heading}
      </h2>
      <ol className="grid gap-4 md:grid-cols-5">
        {steps.map((step, index) => {
          const state = index < activeIndex ? 'done' : index === activeIndex ? 'active' : 'next';
          return (
            <li
              key={step.stage}
              aria-current={state === 'active' ? 'step' : undefined}
              data-state={state}
              className={`relative flex flex-col gap-2 rounded-2xl border p-5 ${LOOKS[state].card}`}
            >
              <span
                className={`flex h-9 w-9 items-center justify-center rounded-full text-sm font-bold ${LOOKS[state].badge}`}
                aria-hidden="true"
              >
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="font-semibold">
                {step.stage}
                {state === 'active' ? (
                  <span className="text-accent-strong block text-xs font-semibold tracking-wide uppercase">
                    {currentLabel}
                  </span>
                ) : null}
              </span>
              <span className="text-ink-soft text-sm leading-relaxed">{step.text}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
