import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { cn } from '@/lib/utils';

/** What Next hands a page opened by a mailed link: its query, as the link wrote it. */
export interface LinkPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The one narrow column a page opened by a mailed link is drawn in. */
export function LinkPageColumn({
  centered = false,
  width = 'max-w-lg',
  children,
}: {
  centered?: boolean;
  width?: string;
  children: ReactNode;
}) {
  return (
    <section className="container-page flex justify-center py-16 sm:py-24">
      <div className={cn('w-full', width, centered && 'text-center')}>{children}</div>
    </section>
  );
}

/**
 * A link page's one button: a form posting the link's token `t` to its Server Action, which
 * works without the page's script. Opening the page changes nothing (mail scanners follow
 * links); only this post acts.
 */
export function TokenButtonForm({
  action,
  token,
  label,
}: {
  action: (form: FormData) => Promise<void>;
  token: string;
  label: string;
}) {
  return (
    <form action={action} className="mt-8">
      <input type="hidden" name="t" value={token} />
      <button type="submit" className={buttonVariants({ tone: 'dark' })}>
        {label}
      </button>
    </form>
  );
}

/** A link page's way on, after its one button or in its place. */
export function WayOnLink({ href = '/', label }: { href?: string; label: string }) {
  return (
    <ButtonLink href={href} variant="dark" className="mt-8">
      {label}
    </ButtonLink>
  );
}
