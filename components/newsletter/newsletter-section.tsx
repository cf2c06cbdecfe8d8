import { CheckMark } from '@/components/widgets/check-list';
import { newsletterSection } from '@/content/newsletter';
import { NewsletterSignup } from './newsletter-signup';

/** The site-wide sign-up section, just above the footer; pages link to it as #newsletter. */
export function NewsletterSection() {
  return (
    <section
      id="newsletter"
      aria-labelledby="newsletter-heading"
      className="bg-ink render-when-near mt-16 scroll-mt-20 text-white"
    >
      <div className="container-page grid items-start gap-10 py-16 md:grid-cols-2 md:py-20">
        <div>
          <h2 id="newsletter-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {newsletterSection.heading}
          </h2>
          <p className="mt-4 max-w-prose text-lg text-white/85">{newsletterSection.intro}</p>
          <ul className="mt-6 space-y-3">
            {newsletterSection.points.map((point) => (
              <li key={point} className="flex gap-3">
                <CheckMark />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="text-ink relative rounded-xl bg-white p-6 shadow-lg sm:p-8">
          <NewsletterSignup ids="newsletter-signup" />
        </div>
      </div>
    </section>
  );
}
