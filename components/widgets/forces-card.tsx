import type { homeHeroForces } from '@/content/pages/home';

const TONES = {
  push: 'bg-red-100 text-red-900',
  pull: 'bg-emerald-100 text-emerald-900',
  habit: 'bg-slate-200 text-slate-900',
  anxiety: 'bg-amber-100 text-amber-900',
} as const;

/** An illustration of interview findings: four quotes, one per force. */
export function ForcesCard({ content }: { content: typeof homeHeroForces }) {
  return (
    <figure className="text-ink hidden rounded-3xl bg-white p-6 shadow-2xl lg:block">
      <p className="text-lg font-bold">{content.title}</p>
      <ul className="mt-5 grid gap-3">
        {content.forces.map((force) => (
          <li key={force.label} className="force-row">
            <span className={`force-tag ${TONES[force.tone]}`}>{force.label}</span>
            <q>{force.quote}</q>
          </li>
        ))}
      </ul>
      <figcaption className="text-ink-soft mt-4 text-xs">{content.caption}</figcaption>
    </figure>
  );
}
