import { useId } from 'react';

/** SPEC.md "Accordion item": id, title, content, initiallyOpen. */
export interface AccordionItem {
  id: string;
  title: string;
  content: React.ReactNode;
  initiallyOpen?: boolean;
}

interface AccordionProps {
  items: AccordionItem[];
  /** By default opening one item closes the others. */
  allowMultiple?: boolean;
  className?: string;
}

/**
 * Native <details> elements: keyboard and screen-reader support come from the browser, and
 * the content is in the HTML for crawlers and without JavaScript. A shared `name` makes the
 * group exclusive (opening one closes the others); without it several may stay open. In an
 * exclusive group only the first initially-open item can start open.
 */
export function Accordion({ items, allowMultiple = false, className = '' }: AccordionProps) {
  const groupName = useId();
  const firstOpen = items.findIndex((item) => item.initiallyOpen);
  return (
    <div className={`divide-line border-line divide-y rounded-2xl border bg-white ${className}`}>
      {items.map((item, index) => {
        const open = Boolean(item.initiallyOpen) && (allowMultiple || index === firstOpen);
        return (
          <details
            key={item.id}
            id={item.id}
            name={allowMultiple ? undefined : groupName}
            open={open}
            className="group px-5 sm:px-6"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-lg font-semibold [&::-webkit-details-marker]:hidden">
              {item.title}
              <svg
                viewBox="0 0 24 24"
                className="text-accent-strong h-5 w-5 shrink-0 transition-transform group-open:rotate-180"
                fill="none"
                stroke="currentColor"
                strokeWidth={2.5}
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                <path d="m6 9 6 6 6-6" />
              </svg>
            </summary>
            <div className="text-ink-soft pb-5 leading-relaxed">{item.content}</div>
          </details>
        );
      })}
    </div>
  );
}
