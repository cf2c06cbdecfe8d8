import type { FourForces } from '@/lib/article/data-blocks';
import { cn } from '@/lib/utils';

const FORCES: { key: 'pushes' | 'pulls' | 'habits' | 'anxieties'; label: string; hint: string }[] =
  [
    { key: 'pushes', label: 'Pushes', hint: 'What made the old way unbearable' },
    { key: 'pulls', label: 'Pulls', hint: 'What drew them to the new way' },
    { key: 'habits', label: 'Habits', hint: 'What kept them where they were' },
    { key: 'anxieties', label: 'Anxieties', hint: 'What worried them about switching' },
  ];

/** The four forces of one interview, as a real table a screen reader can walk. */
export function FourForcesTable({ data }: { data: FourForces }) {
  return (
    <section
      className="not-prose border-line my-8 overflow-hidden rounded-lg border"
      aria-label={`Four forces: ${data.interviewee}`}
    >
      <header className="bg-ink px-5 py-4 text-white">
        <p className="text-accent text-xs font-semibold tracking-widest uppercase">
          Four forces analysis
        </p>
        <p className="mt-1 text-lg font-semibold">{data.interviewee}</p>
        <p className="mt-2 text-sm text-white/85">
          Switching from <strong>{list(data.switchingFrom)}</strong> to{' '}
          <strong>{list(data.switchingTo)}</strong>
        </p>
      </header>
      <Notes title="Setup" paragraphs={data.setup} />
      <table className="border-line w-full border-t text-left text-sm">
        <caption className="sr-only">Forces acting on the switch</caption>
        <thead className="bg-paper">
          <tr>
            <th scope="col" className="w-1/4 px-5 py-3">
              Force
            </th>
            <th scope="col" className="px-5 py-3">
              What we heard
            </th>
          </tr>
        </thead>
        <tbody>
          {FORCES.map((force) => (
            <tr key={force.key} className="border-line border-t align-top">
              <th scope="row" className="px-5 py-3">
                <span className="block font-semibold">{force.label}</span>
                <span className="text-ink-soft block text-xs font-normal">{force.hint}</span>
              </th>
              <td className="px-5 py-3">
                {data[force.key].length ? (
                  <ul className="list-disc space-y-1 pl-4">
                    {data[force.key].map((item, index) => (
                      <li key={index}>{item}</li>
                    ))}
                  </ul>
                ) : (
                  <span className="text-ink-soft">None mentioned</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Notes title="Observations" paragraphs={data.observations} className="border-line border-t" />
    </section>
  );
}

/** A titled run of paragraphs; nothing when there are none. */
function Notes({
  title,
  paragraphs,
  className,
}: {
  title: string;
  paragraphs: string[];
  className?: string;
}) {
  if (paragraphs.length === 0) return null;
  return (
    <div className={cn('space-y-2 px-5 py-4 text-sm', className)}>
      <h3 className="font-semibold">{title}</h3>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

function list(items: string[]) {
  return items.length ? items.join(', ') : 'not stated';
}
