import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFoundPage, site } from '@/content/site';
import { REQUEST_PATH_HEADER } from '@/lib/http/redirects';
import { log } from '@/lib/log';
import { notFoundMetadata, rootMetadata } from '@/lib/seo/metadata';
import RootLayout from './layout';
import SiteLayout from './(site)/layout';
import NotFound from './(site)/not-found';

export { viewport } from './layout';

/** No robots entry: Next adds noindex to every not-found answer itself. */
export const metadata: Metadata = {
  ...rootMetadata(),
  ...notFoundMetadata(notFoundPage.title, notFoundPage.text),
  title: { absolute: site.titleTemplate.replace('%s', notFoundPage.title) },
};

/**
 * Every path no route claims: the site's chrome around the not-found view, rendered whole with
 * status 404 (a notFound() thrown while a page renders would leave the HTML empty).
 */
export default async function GlobalNotFound() {
  const path = (await headers()).get(REQUEST_PATH_HEADER);
  log.warn('http.not_found', { path });
  return (
    <RootLayout>
      <SiteLayout>
        <NotFound />
      </SiteLayout>
    </RootLayout>
  );
}
