// Relative imports: next.config.ts loads this file, and its loader knows no @/ alias.
import type { OwnerRedirect } from '../../content/redirects';
import { staticRoutes } from '../../content/site';

/** The owner's redirects as Next's entries; a bad one (unsafe, hiding a page, looping) stops the build. */
export interface NextRedirect {
  source: string;
  destination: string;
  permanent: boolean;
}

const PARAMETER = /:([A-Za-z_][\w]*)/g;

function problem(entry: OwnerRedirect): string | null {
  const { from, to } = entry;
  if (!/^\/[^\s\\]*$/.test(from) || from.startsWith('//'))
    return 'from must be a path of this site';
  if (/^\/(api|_next)(\/|$)/.test(from)) return 'from may not be under /api or /_next';
  if (staticRoutes.some((route) => route.path === from)) return 'from is a page of the site';
  if (from === to) return 'it redirects to itself';
  if (to.startsWith('/')) {
    if (to.startsWith('//') || /[\s\\]/.test(to)) return 'to must be a path or an https address';
  } else {
    let url: URL;
    try {
      url = new URL(to);
    } catch {
      return 'to must be a path or an https address';
    }
    if (url.protocol !== 'https:') return 'to must be a path or an https address';
  }
  const named = new Set([...from.matchAll(PARAMETER)].map((m) => m[1]));
  for (const [, name] of to.matchAll(PARAMETER)) {
    if (!to.startsWith('/')) break;
    if (!named.has(name)) return `to uses :${name}, which from does not name`;
  }
  return null;
}

export function toNextRedirects(entries: OwnerRedirect[]): NextRedirect[] {
  const seen = new Set<string>();
  return entries.map((entry) => {
    const why = problem(entry);
    if (why) throw new Error(`content/redirects.ts: the redirect from ${entry.from}: ${why}`);
    if (seen.has(entry.from)) {
      throw new Error(`content/redirects.ts: ${entry.from} is redirected twice`);
    }
    seen.add(entry.from);
    return { source: entry.from, destination: entry.to, permanent: entry.permanent };
  });
}
