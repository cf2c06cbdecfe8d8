/**
 * Redirects the owner sets by hand: old campaign pages, an earlier site's addresses. The site
 * answers each with Next's own redirects (next.config.ts), before any page, and carries the
 * address's query over.
 *
 * - `from`: a path of this site; `:name` matches one segment, `:name*` the rest of the path
 *   (`/blog/:slug` → `/insights/:slug`). Never /api or /_next, and never a page the site has.
 * - `to`: a path of this site (using the same `:name`s), or a full https address elsewhere.
 * - `permanent`: true answers 308, which search engines read as a move (the old address's rank
 *   goes to the new one); false answers 307, for a while only.
 *
 * A renamed post needs nothing here: the site redirects its old addresses itself. The weekly
 * report lists the most requested missing addresses with the nearest post, to copy from.
 * A bad entry stops the build with a message naming it (lib/seo/redirects.ts).
 *
 * Example:
 *   { from: '/spring-offer', to: '/pricing', permanent: true },
 */
export interface OwnerRedirect {
  from: string;
  to: string;
  permanent: boolean;
}

export const ownerRedirects: OwnerRedirect[] = [];
