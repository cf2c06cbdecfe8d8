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
 * Draws a Lucide icon as plain SVG. Lucide's framework-free data is used instead of
 * lucide-react, whose components are client components: here an icon costs no JavaScript on a
 * server page, and only its own path data inside an island. Decorative, so hidden from
 * assistive technology; the control around it carries the name.
 */
export function SvgIcon({
  node,
  className = 'h-6 w-6',
  strokeWidth = 2,
  fill = 'none',
}: SvgIconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill={fill}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
