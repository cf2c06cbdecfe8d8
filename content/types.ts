/**
 * Shapes of the content an editor changes. Components render these; they never hold copy.
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

/** A feature card: title, optional subtitle, text, icon and colours (its delay comes from its place). */
export interface FeatureCardContent {
  title: string;
  subtitle?: string;
  content: string;
  icon: IconName;
  tone: 'paper' | 'ink' | 'accent' | 'white';
}

/** A client's quote: author and company; a role and a video are optional. */
export interface Testimonial {
  quote: string;
  author: string;
  company: string;
  role?: string;
  /** Owner-supplied portrait; initials are shown without one. */
  image?: ContentImage;
  video?: VideoContent;
}

/**
 * A video: a YouTube URL, its title, and for search engines a sentence on what it shows and
 * the day it was published on YouTube (YYYY-MM-DD).
 */
export interface VideoContent {
  url: string;
  title: string;
  description: string;
  uploadDate: string;
}

/** A statement signed by a person, with their title and portrait. */
export interface Endorsement {
  heading: string;
  body: string[];
  personName: string;
  personTitle: string;
  /** Owner-supplied portrait; initials without one. */
  image?: ContentImage;
}

/** An endorsement shown as a band of its own; `label` names the band for assistive technology. */
export interface EndorsementBandContent extends Endorsement {
  label: string;
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

/** A band of feature cards. */
export type FeatureSection = SectionCopy & { cards: FeatureCardContent[] };

/** A band of numbered steps. */
export type StepsSection = SectionCopy & { steps: Step[] };

/** A band of paragraphs, with an optional link after them. */
export type ProseSection = SectionCopy & { paragraphs: string[]; link?: Action };

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
