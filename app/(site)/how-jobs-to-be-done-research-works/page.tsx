import type { Metadata } from 'next';
import {
  explainer,
  explainerMeta,
  type ExpectationRow,
  type ExplainerSection,
} from '@/content/pages/explainer';
import { ArticleHeader } from '@/components/sections/hero';
import { ButtonLink } from '@/components/ui/button-link';
import { TextLink } from '@/components/ui/text-link';
import { VideoPlayer } from '@/components/widgets/video-player';
import { cn } from '@/lib/utils';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({ ...explainerMeta, image: 'file' });

/** The table's columns, in order; the first names the row. */
const COLUMNS = ['expectation', 'importance', 'gap', 'effort'] as const;
const RATED = COLUMNS.slice(1) as Exclude<(typeof COLUMNS)[number], 'expectation'>[];

export default function ExplainerPage() {
  const { video, table, next } = explainer;
  return (
    <article>
      <ArticleHeader
        eyebrow={explainer.eyebrow}
        heading={explainer.heading}
        lead={explainer.lead}
      />

      <div className="container-page max-w-3xl py-12 sm:py-16">
        {explainer.sections.map((section) => (
          <ProseSection key={section.id} section={section} />
        ))}

        <ArticleSection id={video.id} heading={video.heading} intro={video.intro}>
          <div className="mt-6">
            <VideoPlayer
              videoUrl={video.video.url}
              title={video.video.title}
              details={video.video}
            />
          </div>
        </ArticleSection>

        <ArticleSection id={table.id} heading={table.heading} intro={table.intro}>
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
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className="px-4 py-3 font-semibold">
                      {table.columns[column]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-line divide-y">
                {table.rows.map((row) => (
                  <RatedRow key={row.expectation} row={row} />
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-ink-soft mt-4 leading-relaxed">{table.reading}</p>
        </ArticleSection>

        {explainer.afterTable.map((section) => (
          <ProseSection key={section.id} section={section} />
        ))}

        <ArticleSection
          id="next-steps"
          heading={next.heading}
          intro={next.text}
          className="bg-paper rounded-3xl p-8 sm:p-10"
        >
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
            {next.newsletterPrompt} <TextLink action={next.newsletter} />
          </p>
        </ArticleSection>
      </div>
    </article>
  );
}

/** A section of the article, named by its h2 (`<id>-heading`), with an optional intro. */
function ArticleSection({
  id,
  heading,
  intro,
  className,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn('mt-14', className)}>
      <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight">
        {heading}
      </h2>
      {intro ? <p className="text-ink-soft mt-4 text-lg leading-relaxed">{intro}</p> : null}
      {children}
    </section>
  );
}

function ProseSection({ section }: { section: ExplainerSection }) {
  return (
    <ArticleSection id={section.id} heading={section.heading} className="first:mt-0">
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
    </ArticleSection>
  );
}

function RatedRow({ row }: { row: ExpectationRow }) {
  return (
    <tr>
      <th scope="row" className="px-4 py-3 font-medium">
        {row.expectation}
      </th>
      {RATED.map((column) => (
        <td key={column} className="px-4 py-3">
          <RatingBadge rating={row[column]} lowIsGood={column === 'effort'} />
        </td>
      ))}
    </tr>
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
