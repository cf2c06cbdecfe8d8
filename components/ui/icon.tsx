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
import { SvgIcon } from './svg-icon';

// The feature icons content/ names, drawn on the server by SvgIcon.
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
