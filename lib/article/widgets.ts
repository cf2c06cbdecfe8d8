import type { FourForces } from './data-blocks';

/**
 * The widgets a post's blocks become, each under its placeholder `<div data-widget="wN">`.
 * Every value has been checked: URLs are http(s) or root-relative, HTML sanitised, text plain.
 */
export type ArticleWidget =
  /** A YouTube video: an embed figure, a YouTube iframe or a data-video-url block. */
  | { kind: 'video'; url: string; title?: string; caption?: string }
  /** A PDF viewer: a data-pdf-url block or a File block linking a .pdf. */
  | { kind: 'pdf'; url: string; title?: string; anchorId?: string }
  /** A run of consecutive <details>, or a data-accordion block. */
  | { kind: 'accordion'; allowMultiple: boolean; items: AccordionItem[] }
  | { kind: 'four-forces'; data: FourForces }
  /** 'On this page': the headings it lists, in order. */
  | { kind: 'toc'; headings: Heading[] }
  /** An embed from a provider other than YouTube: a plain link to it. */
  | { kind: 'link'; href: string; text: string };

export type WidgetKind = ArticleWidget['kind'];
export type WidgetOf<K extends WidgetKind> = Extract<ArticleWidget, { kind: K }>;

export interface AccordionItem {
  id: string;
  title: string;
  /** Sanitised HTML of the panel; it may hold placeholders of its own. */
  contentHtml: string;
  initiallyOpen: boolean;
}

export interface Heading {
  id: string;
  text: string;
  level: number;
}

/** The attribute that marks a placeholder; a post's own copies are removed before anything. */
export const PLACEHOLDER_ATTRIBUTE = 'data-widget';
