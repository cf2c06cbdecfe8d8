import { site } from '@/content/site';

/**
 * Every footer's copyright line, dated the year the page is rendered in (UTC). A prerendered
 * page is rendered again at least once a day (app/(site)/layout.tsx's `revalidate`), so its
 * notice turns with the year too.
 */
export function Copyright() {
  const name = site.legalName.endsWith('.') ? site.legalName : `${site.legalName}.`;
  return (
    <div className="border-line border-t">
      <p className="container-page text-ink-soft py-6 text-sm">
        © {new Date().getUTCFullYear()} {name} All rights reserved.
      </p>
    </div>
  );
}
