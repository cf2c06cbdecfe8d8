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
export function documentWords(html: string): Set<string>;
export function usedStylesheet(tree: StylesheetNode[], words: Set<string>, html: string): string;
export function inlineUsedCss(html: string): { html: string; stylesheets: string[] };
