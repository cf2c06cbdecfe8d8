import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { screenerMessages } from '@/content/screener-messages';

/** The application was stored (sent without the script; the script goes to the home page). */
export function Submitted({ note }: { note?: string }) {
  const { success } = screenerMessages.toasts;
  return (
    <section
      aria-labelledby="screener-submitted"
      className="border-line grid justify-items-start gap-4 rounded-2xl border bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="screener-submitted" className="text-ink text-xl font-bold sm:text-2xl">
        {success.title}
      </h2>
      <p className="text-ink-soft">{note ?? success.description}</p>
      <IntentLink href="/" className={buttonVariants({ tone: 'dark' })}>
        {screenerMessages.successHome}
      </IntentLink>
    </section>
  );
}
