/**
 * Shapes of the content an editor changes. Components render these; they never hold copy.
 * Field names follow SPEC.md section 3 where the spec names the entity.
 */
import type { Action, CtaValue } from './ctas';

/** Icons the content may name; components/ui/icon.tsx draws them. */
export type IconName =
  | 'coins'
  | 'trending-down'
  | 'lightbulb-off'
  | 'alarm'
  | 'heart-pulse'
  | 'users'
  | 'gift'
  | 'line-chart'
  | 'search'
  | 'target'
  | 'shield-check'
  | 'compass'
  | 'flask'
  | 'rocket'
  | 'library'
  | 'microscope'
  | 'messages'
  | 'handshake'
  | 'clock'
  | 'badge-check';

/** An image the owner supplies: a file under public/ or a media-host URL, always sized. */
export interface ContentImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** SPEC.md "Feature card": title, subtitle, content, icon, colours, delay (0/200/400/600 ms). */
export interface FeatureCardContent {
  title: string;
  subtitle?: string;
  content: string;
  icon: IconName;
  tone: 'paper' | 'ink' | 'accent' | 'white';
}

/** SPEC.md "Testimonial": quote, author, company; a role and a video are optional. */
export interface Testimonial {
  quote: string;
  author: string;
  company: string;
  role?: string;
  /** Owner-supplied portrait; initials are shown without one. */
  image?: ContentImage;
  video?: VideoContent;
}

/** SPEC.md "Video embed": a YouTube URL and its title. */
export interface VideoContent {
  url: string;
  title: string;
}

/** SPEC.md "Endorsement card". */
export interface Endorsement {
  heading: string;
  body: string[];
  personName: string;
  personTitle: string;
  /** Owner-supplied portrait (imageUrl and imageAlt in the spec); initials without one. */
  image?: ContentImage;
}

export interface Stat {
  value: string;
  label: string;
  detail?: string;
}

export interface Step {
  title: string;
  text: string;
}

export interface SectionCopy {
  eyebrow?: string;
  heading: string;
  intro?: string;
}

export interface HeroContent {
  eyebrow: string;
  heading: string;
  lead: string;
  points?: string[];
  primary: Action & { cta: CtaValue };
  secondary?: Action;
}

export interface FinalCtaContent {
  heading: string;
  text: string;
  primary: Action & { cta: CtaValue };
  secondary?: Action;
}

export interface PageMeta {
  title: string;
  /** The title stands as written, without the site's "%s | brand" template (the home page). */
  absoluteTitle?: boolean;
  description: string;
  path: string;
}
