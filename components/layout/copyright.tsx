import { site } from '@/content/site';

/**
 * Every footer's copyright notice, dated the year the page is rendered in (UTC, as the HTTP
 * date of the answer). A prerendered page is rendered again at least once a day (the
 * `revalidate` of app/(site)/layout.tsx), so its notice turns with the year too.
 */
export function Copyright({ className }: { className?: string }) {
  return (
    <p className={className}>
      © {new Date().getUTCFullYear()} {sentence(site.legalName)} All rights reserved.
    </p>
  );
}

/** Ends a name with one full stop: a legal name that ends in 'Ltd.' keeps its own. */
function sentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}
