import { createElement } from 'react';
import type { IconNode } from 'lucide';

interface SvgIconProps {
  /** A Lucide icon node, imported by name from 'lucide' (ChevronDown, Check, X, Menu…). */
  node: IconNode;
  className?: string;
  strokeWidth?: number;
  /** 'currentColor' for solid shapes such as the play triangle; outlines otherwise. */
  fill?: 'none' | 'currentColor';
}

/**
 * A Lucide icon as plain SVG (lucide-react's are client components). Decorative, so hidden
 * from assistive technology. The outline style is the stylesheet's `icon` class; an icon that
 * differs says so in its style.
 */
export function SvgIcon({
  node,
  className = 'h-6 w-6',
  strokeWidth = 2,
  fill = 'none',
}: SvgIconProps) {
  const style =
    strokeWidth === 2 && fill === 'none'
      ? undefined
      : {
          ...(strokeWidth === 2 ? {} : { strokeWidth }),
          ...(fill === 'none' ? {} : { fill }),
        };
  return (
    // A style only when there is one: an undefined prop still takes room in the page's payload.
    <svg
      viewBox="0 0 24 24"
      className={`icon ${className}`}
      {...(style ? { style } : {})}
      aria-hidden="true"
    >
      {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
