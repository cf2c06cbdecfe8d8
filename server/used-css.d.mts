export type StylesheetNode =
  | { kind: 'statement'; prelude: string }
  | { kind: 'group'; prelude: string; children: StylesheetNode[] }
  | { kind: 'at-rule'; prelude: string; body: string }
  | {
      kind: 'rule';
      prelude: string;
      body: string;
      needs: { classes: string[]; elements: string[] }[];
      properties: { name: string; text: string }[] | null;
    };

export function parseStylesheet(text: string): StylesheetNode[];
export function requiredClasses(selector: string): string[];
export function requiredElements(selector: string): string[];
export const FLIGHT_SCRIPT: RegExp;
export interface DocumentReading {
  words: Set<string>;
  elements: Set<string>;
  properties: Set<string>;
}
export function readDocument(html: string): DocumentReading;
export function usedStylesheet(tree: StylesheetNode[], page: DocumentReading): string;
export function inlineUsedCss(html: string): { html: string; stylesheets: string[] };
