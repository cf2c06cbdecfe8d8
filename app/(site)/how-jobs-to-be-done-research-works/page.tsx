import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { explainer, explainerMeta, type ExplainerSection } from '@/content/pages/explainer';
import { ButtonLink } from '@/components/ui/button-link';
import { VideoPlayer } from '@/components/widgets/video-player';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({ ...explainerMeta, image: 'file' });

export default function ExplainerPage() {
  const { video, table, next } = explainer;
  return (
    <article>
      <header className="bg-ink text-white">
        <div className="container-page max-w-4xl py-16 sm:py-24">
          <p className="text-accent text-sm font-semibold tracking-widest uppercase">
            {explainer.eyebrow}
          </p>
          <h1 className="mt-3 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
            {explainer.heading}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-white/85 sm:text-xl">{explainer.lead}</p>
        </div>
      </header>

      <div className="container-page max-w-3xl py-12 sm:py-16">
        {explainer.sections.map((section) => (
          <ProseSection key={section.id} section={section} />
        ))}

        <section id={video.id} aria-labelledby={`${video.id}-heading`} className="mt-14">
          <h2 id={`${video.id}-heading`} className="text-3xl font-bold tracking-tight">
            {video.heading}
          </h2>
          <p className="text-ink-soft mt-4 text-lg leading-relaxed">{video.intro}</p>
          <div className="mt-6">
            <VideoPlayer videoUrl={video.video.url} title={video.video.title} />
          </div>
        </section>

        <section id={table.id} aria-labelledby={`${table.id}-heading`} className="mt-14">
          <h2 id={`${table.id}-heading`} className="text-3xl font-bold tracking-tight">
            {table.heading}
          </h2>
          <p className="text-ink-soft mt-4 text-lg leading-relaxed">{table.intro}</p>
          <div
            className="border-line mt-6 overflow-x-auto rounded-2xl border"
            tabIndex={0}
            role="region"
            aria-label={table.caption}
          >
            <table className="w-full min-w-[36rem] border-collapse text-left">
              <caption className="text-ink-soft bg-paper px-4 py-3 text-left text-sm">
                {table.caption}
              </caption>
              <thead>
                <tr className="bg-ink text-white">
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {table.columns.expectation}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {table.columns.importance}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {table.columns.gap}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {table.columns.effort}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-line divide-y">
                {table.rows.map((row) => (
                  <tr key={row.expectation}>
                    <th scope="row" className="px-4 py-3 font-medium">
                      {row.expectation}
                    </th>
                    <td className="px-4 py-3">
                      <RatingBadge rating={row.importance} />
                    </td>
                    <td className="px-4 py-3">
                      <RatingBadge rating={row.gap} />
                    </td>
                    <td className="px-4 py-3">
                      <RatingBadge rating={row.effort} lowIsGood />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-ink-soft mt-4 leading-relaxed">{table.reading}</p>
        </section>

        {explainer.afterTable.map((section) => (
          <ProseSection key={section.id} section={section} />
        ))}

        <section
          aria-labelledby="next-steps-heading"
          className="bg-paper mt-14 rounded-3xl p-8 sm:p-10"
        >
          <h2 id="next-steps-heading" className="text-3xl font-bold tracking-tight">
            {next.heading}
          </h2>
          <p className="text-ink-soft mt-4 text-lg leading-relaxed">{next.text}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink href={next.booking.href}>{next.booking.label}</ButtonLink>
            <ButtonLink href={next.insights.href} variant="secondary">
              {next.insights.label}
            </ButtonLink>
            <ButtonLink href={next.about.href} variant="secondary">
              {next.about.label}
            </ButtonLink>
          </div>
          <p className="mt-8">
            {next.newsletterPrompt}{' '}
            <IntentLink
              href={next.newsletter.href}
              className="text-ink font-semibold underline underline-offset-4"
            >
              {next.newsletter.label}
            </IntentLink>
          </p>
        </section>
      </div>
    </article>
  );
}

function ProseSection({ section }: { section: ExplainerSection }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-14 first:mt-0">
      <h2 id={`${section.id}-heading`} className="text-3xl font-bold tracking-tight">
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="text-ink-soft mt-4 text-lg leading-relaxed">
          {paragraph}
        </p>
      ))}
      {section.bullets ? (
        <ul className="text-ink-soft mt-4 list-disc space-y-2 pl-6 text-lg">
          {section.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const RATING_STYLES = {
  High: 'bg-emerald-100 text-emerald-900',
  Medium: 'bg-amber-100 text-amber-900',
  Low: 'bg-slate-100 text-slate-800',
} as const;

/** Green marks the favourable end: high importance or gap, but low effort. */
function RatingBadge({
  rating,
  lowIsGood = false,
}: {
  rating: keyof typeof RATING_STYLES;
  lowIsGood?: boolean;
}) {
  const tone = lowIsGood
    ? ({ High: 'Low', Medium: 'Medium', Low: 'High' } as const)[rating]
    : rating;
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${RATING_STYLES[tone]}`}
    >
      {rating}
    </span>
  );
}
