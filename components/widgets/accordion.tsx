import { ChevronDown } from 'lucide';
import { useId } from 'react';
import { SvgIcon } from '@/components/ui/svg-icon';

/** One question of an accordion: its anchor id, title, content and whether it starts open. */
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
              <SvgIcon
                node={ChevronDown}
                strokeWidth={2.5}
                className="text-accent-strong h-5 w-5 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="text-ink-soft pb-5 leading-relaxed">{item.content}</div>
          </details>
        );
      })}
    </div>
  );
}
