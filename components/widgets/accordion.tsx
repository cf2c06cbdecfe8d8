import { ChevronDown } from 'lucide';
import { useId } from 'react';
import { SvgIcon } from '@/components/ui/svg-icon';

export interface AccordionItem {
  id: string;
  title: string;
  content: React.ReactNode;
  initiallyOpen?: boolean;
}

interface AccordionProps {
  items: AccordionItem[];
  allowMultiple?: boolean;
  className?: string;
}

/**
 * Native <details> elements, the content in the HTML without JavaScript; a shared `name` makes
 * the group exclusive, where only the first initially-open item can start open.
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
