import { Check, X } from 'lucide';
import { SvgIcon } from '@/components/ui/svg-icon';
import { cn } from '@/lib/utils';

/** A check mark before a point, or with `cross` a cross, for what not to do. */
export function CheckMark({ className, cross = false }: { className?: string; cross?: boolean }) {
  return <SvgIcon node={cross ? X : Check} className={cn('check-mark', className)} />;
}

/** A list of points, each after a check mark (or a cross). */
export function CheckList({
  items,
  className,
  markClassName,
  cross,
}: {
  items: string[];
  className?: string;
  markClassName?: string;
  cross?: boolean;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <CheckMark className={markClassName} cross={cross} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
