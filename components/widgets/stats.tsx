import type { Stat } from '@/content/types';

/** Headline figures as a description list: the value, then what it counts. */
export function Stats({ stats, tone = 'white' }: { stats: Stat[]; tone?: 'white' | 'ink' }) {
  const inverse = tone === 'ink';
  return (
    <dl className="mt-12 grid gap-6 sm:grid-cols-3">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={`stat ${inverse ? 'bg-white/5 ring-1 ring-white/15' : 'bg-paper'}`}
        >
          <dt className="mt-2">
            <span className="block text-lg font-semibold">{stat.label}</span>
            {stat.detail ? (
              <span className={`mt-1 block text-sm ${inverse ? 'text-white/75' : 'text-ink-soft'}`}>
                {stat.detail}
              </span>
            ) : null}
          </dt>
          <dd className={`stat-value ${inverse ? 'text-accent' : 'text-ink'}`}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
