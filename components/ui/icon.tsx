import { createElement } from 'react';
import {
  AlarmClock,
  BadgeCheck,
  ChartLine,
  Clock,
  Coins,
  Compass,
  FlaskConical,
  Gift,
  Handshake,
  HeartPulse,
  Library,
  LightbulbOff,
  MessagesSquare,
  Microscope,
  Rocket,
  Search,
  ShieldCheck,
  Target,
  TrendingDown,
  Users,
  type IconNode,
} from 'lucide';
import type { IconName } from '@/content/types';

// Lucide's framework-free icon data, drawn here as plain SVG: rendered on the server, so
// icons cost no client JavaScript (lucide-react's components are client components).
const ICONS: Record<IconName, IconNode> = {
  coins: Coins,
  'trending-down': TrendingDown,
  'lightbulb-off': LightbulbOff,
  alarm: AlarmClock,
  'heart-pulse': HeartPulse,
  users: Users,
  gift: Gift,
  'line-chart': ChartLine,
  search: Search,
  target: Target,
  'shield-check': ShieldCheck,
  compass: Compass,
  flask: FlaskConical,
  rocket: Rocket,
  library: Library,
  microscope: Microscope,
  messages: MessagesSquare,
  handshake: Handshake,
  clock: Clock,
  'badge-check': BadgeCheck,
};

export function Icon({ name, className = 'h-6 w-6' }: { name: IconName; className?: string }) {
  return <SvgIcon node={ICONS[name]} className={className} />;
}

/** Draws any Lucide icon node; decorative, so hidden from assistive technology. */
export function SvgIcon({ node, className = 'h-6 w-6' }: { node: IconNode; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
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
