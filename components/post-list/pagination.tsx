import { IntentLink } from '@/components/ui/intent-link';
import { pageWindow } from '@/lib/post-list/params';

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** Builds the URL of a page; called on the server only. */
  hrefFor: (page: number) => string;
  labels: { previous: string; next: string; navLabel: string };
  replace?: boolean;
  numbered?: boolean;
}

const base = 'page-link';

/** Previous, up to 5 numbered pages and Next, as links; the ends are disabled, not hidden. */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  labels,
  replace = false,
  numbered = true,
}: PaginationProps) {
  const pages = numbered ? pageWindow(page, totalPages) : [];
  const step = (target: number, label: string, enabled: boolean) =>
    enabled ? (
      <IntentLink
        href={hrefFor(target)}
        replace={replace}
        scroll={false}
        rel={target < page ? 'prev' : 'next'}
        className={`${base} border-line hover:border-ink bg-white`}
      >
        {label}
      </IntentLink>
    ) : (
      <span
        aria-disabled="true"
        className={`${base} border-line cursor-not-allowed bg-white text-slate-500`}
      >
        {label}
      </span>
    );

  return (
    <nav aria-label={labels.navLabel}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{step(page - 1, labels.previous, page > 1)}</li>
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page" className={`${base} bg-ink border-ink text-white`}>
                {number}
              </span>
            ) : (
              <IntentLink
                href={hrefFor(number)}
                replace={replace}
                scroll={false}
                aria-label={`Page ${number}`}
                className={`${base} border-line hover:border-ink bg-white`}
              >
                {number}
              </IntentLink>
            )}
          </li>
        ))}
        <li>{step(page + 1, labels.next, page < totalPages)}</li>
      </ul>
    </nav>
  );
}
