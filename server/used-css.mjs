// The part of the site's stylesheet a document uses, inlined in its place.
//
// The site's CSS is one stylesheet for every page, inlined into each document so that no
// request blocks the first paint. Most of it is for other pages: the home page draws with a
// third of its rules. A document answered in one piece (a prerendered or cached page) gets
// only the rules that can match it: a rule is left out when each of its selectors needs an
// element the document has none of, or a class that it names nowhere (not in its markup, nor
// in its React payload, where the props of its client components are), and the custom properties, registered properties
// and keyframes that no kept rule or inline style mentions go with them.
//
// What a script shows later (an open menu, a screener step, a message) may use rules left
// out, and so may the next page of a client navigation, which React knows by the stylesheet's
// address: the whole stylesheet is added by the document's script loader after the first
// frame, before the page's scripts are started (server/documents.mjs). It has the same rules
// in the same order, so nothing already drawn moves when it arrives. Without JavaScript
// nothing on the page changes its classes, and each page is a document with its own subset.

/** A stylesheet inlined by Next: its address (as React knows it) and its text. */
const INLINE_STYLESHEET =
  /<style data-precedence="([^"]*)" data-href="([^"]+)">([\s\S]*?)<\/style>/g;

/** At-rules whose block holds rules (the others hold declarations or keyframes). */
const GROUPING = /^@(media|supports|layer|container|scope|starting-style|document)\b/i;

/**
 * Reads a (minified) stylesheet into a tree: statements (`@layer a,b;`), grouping at-rules
 * with their rules, other at-rules (`@property`, `@keyframes`, `@font-face`) and style rules,
 * each with its prelude and the text of its block.
 *
 * @typedef {{ kind: 'statement', prelude: string }
 *   | { kind: 'group', prelude: string, children: Node[] }
 *   | { kind: 'at-rule', prelude: string, body: string }
 *   | { kind: 'rule', prelude: string, body: string,
 *       needs: { classes: string[], elements: string[] }[],
 *       properties: { name: string, text: string }[] | null }} Node
 * @param {string} text
 * @returns {Node[]}
 */
export function parseStylesheet(text) {
  /** @type {Node[]} */
  const nodes = [];
  let at = 0;
  while (at < text.length) {
    const stop = scan(text, at, (c, depth) => depth === 0 && (c === '{' || c === ';' || c === '}'));
    const prelude = text.slice(at, stop).trim();
    if (stop >= text.length || text[stop] !== '{') {
      if (prelude) nodes.push({ kind: 'statement', prelude });
      at = stop + 1;
      continue;
    }
    let depth = 0;
    const close = scan(text, stop, (c) => {
      if (c === '{') depth++;
      else if (c === '}' && --depth === 0) return true;
      return false;
    });
    const body = text.slice(stop + 1, close);
    if (GROUPING.test(prelude))
      nodes.push({ kind: 'group', prelude, children: parseStylesheet(body) });
    else if (prelude.startsWith('@')) nodes.push({ kind: 'at-rule', prelude, body });
    else nodes.push(styleRule(prelude, body));
    at = close + 1;
  }
  return nodes;
}

/**
 * A style rule, read once for every document: the classes each of its selectors needs, and
 * its declarations when it sets custom properties only (the theme, a fallback's initial
 * values), which are kept one by one.
 */
function styleRule(prelude, body) {
  const declarations = splitTopLevel(body, ';').filter((d) => d.trim());
  const onlyProperties =
    declarations.length > 0 && declarations.every((d) => d.trim().startsWith('--'));
  return {
    kind: 'rule',
    prelude,
    body,
    needs: splitTopLevel(prelude, ',').map((selector) => ({
      classes: requiredClasses(selector),
      elements: requiredElements(selector),
    })),
    properties: onlyProperties
      ? declarations.map((text) => ({ name: text.slice(0, text.indexOf(':')).trim(), text }))
      : null,
  };
}

/**
 * The index of the first character from `from` for which `stop(char, parenDepth)` holds,
 * skipping strings and escapes (the text's length when none does).
 */
function scan(text, from, stop) {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '"' || c === "'") {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
      continue;
    }
    if (stop(c, depth)) return i;
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
  }
  return text.length;
}

/** Splits `text` at each `separator` outside brackets and strings. */
function splitTopLevel(text, separator) {
  const parts = [];
  let from = 0;
  for (;;) {
    const at = scan(text, from, (c, depth) => depth === 0 && c === separator);
    parts.push(text.slice(from, at));
    if (at >= text.length) return parts;
    from = at + 1;
  }
}

/**
 * The classes a selector needs the document to carry: those outside brackets, and those of
 * an `:is()`, `:where()` or `:has()` with a single selector (Tailwind writes its variants so:
 * `:is(:where(.group):hover .group-hover\:underline)`). A class inside `:not()`, or in one
 * of several selectors, may not be needed.
 */
export function requiredClasses(selector) {
  const classes = [];
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '\\') i++;
    else if (depth === 0 && c === ':' && /^:(is|where|has)\(/i.test(selector.slice(i, i + 7))) {
      const open = selector.indexOf('(', i);
      const close = scan(selector, open + 1, (ch, d) => d === 0 && ch === ')');
      const inner = selector.slice(open + 1, close);
      if (splitTopLevel(inner, ',').length === 1) classes.push(...requiredClasses(inner));
      i = close;
    } else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === '.' && depth === 0) {
      const { name, end } = readIdentifier(selector, i + 1);
      if (name) classes.push(name);
      i = end - 1;
    }
  }
  return classes;
}

/**
 * The elements a selector needs the document to have: its type selectors outside brackets
 * (`sub` in `sub,sup`, `table` in `table td`), in lower case.
 */
export function requiredElements(selector) {
  const elements = [];
  let depth = 0;
  let compoundStart = true;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '\\') {
      i++;
      compoundStart = false;
    } else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth > 0) continue;
    else if (/[\s>+~]/.test(c)) compoundStart = true;
    else if (compoundStart && /[a-zA-Z]/.test(c)) {
      const { name, end } = readIdentifier(selector, i);
      elements.push(name.toLowerCase());
      i = end - 1;
      compoundStart = false;
    } else compoundStart = false;
  }
  return elements;
}

/** A CSS identifier from `from`, its escapes undone (`md\:flex` is `md:flex`). */
function readIdentifier(text, from) {
  let name = '';
  let i = from;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\') {
      const hex = /^[0-9a-fA-F]{1,6}\s?/.exec(text.slice(i + 1, i + 8));
      if (hex) {
        name += String.fromCodePoint(parseInt(hex[0], 16));
        i += 1 + hex[0].length;
      } else {
        name += text[i + 1] ?? '';
        i += 2;
      }
    } else if (/[\w-]/.test(c) || c.charCodeAt(0) > 0x7f) {
      name += c;
      i++;
    } else break;
  }
  return { name, end: i };
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#x27': "'", '#39': "'" };

/** An inline flight script as Next writes it: its text as a JSON string. */
export const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g;

/**
 * What of a document decides which rules it uses, read once for all its stylesheets: every
 * word it could name a class with (the words of its class attributes, and those of its inline
 * React payload, decoded, where a client component's props may carry classes it applies
 * later; words of the page's text come along, they only keep a few rules), the elements it
 * has, and the custom properties its markup mentions (inline styles).
 *
 * @param {string} html
 */
export function readDocument(html) {
  const words = new Set();
  const add = (text) => {
    for (const word of text.split(/[\s"]+/)) if (word) words.add(word);
  };
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    add(match[1].replace(/&(amp|lt|gt|quot|apos|#x27|#39);/g, (_, name) => ENTITIES[name]));
  }
  for (const match of html.matchAll(FLIGHT_SCRIPT)) {
    try {
      add(JSON.parse(match[1]));
    } catch {
      // Not a JSON string after all: its words are not needed for the markup's own classes.
    }
  }
  const elements = new Set();
  for (const match of html.matchAll(/<([a-zA-Z][\w-]*)/g)) elements.add(match[1].toLowerCase());
  const properties = new Set();
  mentions(html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, ''), properties);
  return { words, elements, properties };
}

/** Adds the custom properties (`--name`) a text mentions to `into`. */
function mentions(text, into) {
  for (const match of text.matchAll(/--[\w-]+/g)) into.add(match[0]);
}

/**
 * The stylesheet cut down to what a document can use.
 *
 * @param {Node[]} tree parseStylesheet's reading of the stylesheet
 * @param {ReturnType<typeof readDocument>} page readDocument's reading of the document
 */
export function usedStylesheet(tree, { words, elements, properties: inline }) {
  const matches = (rule) =>
    rule.needs.some(
      (need) =>
        need.classes.every((c) => words.has(c)) && need.elements.every((e) => elements.has(e)),
    );
  // First the style rules that can match; what they mention decides the rest.
  const keep = new Set();
  const used = new Set(inline);
  const properties = [];
  const visit = (nodes) => {
    for (const node of nodes) {
      if (node.kind === 'group') visit(node.children);
      else if (node.kind === 'rule' && matches(node)) {
        if (node.properties) properties.push(...node.properties);
        else {
          keep.add(node);
          mentions(node.body, used);
        }
      }
    }
  };
  visit(tree);
  // Custom properties are kept where something in use mentions them, and what those mention
  // in turn.
  const usedProperties = new Set();
  for (let grew = true; grew;) {
    grew = false;
    for (const property of properties) {
      if (usedProperties.has(property) || !used.has(property.name)) continue;
      usedProperties.add(property);
      const before = used.size;
      mentions(property.text.slice(property.text.indexOf(':') + 1), used);
      if (used.size > before) grew = true;
    }
  }
  // Keyframes go where a kept rule or property names them (`--animate-spin: spin 1s ...`).
  const named = new Set();
  for (const text of [
    ...[...keep].map((rule) => rule.body),
    ...[...usedProperties].map((p) => p.text),
  ]) {
    for (const word of text.split(/[^\w-]+/)) if (word) named.add(word);
  }
  const isUsed = (name) => (name.startsWith('--') ? used.has(name) : named.has(name));
  const emit = (nodes) => {
    let out = '';
    for (const node of nodes) {
      if (node.kind === 'statement') out += `${node.prelude};`;
      else if (node.kind === 'group') {
        const inner = emit(node.children);
        // An empty @layer block still sets the layers' order; other empty groups go.
        if (inner || /^@layer\b/i.test(node.prelude)) out += `${node.prelude}{${inner}}`;
      } else if (node.kind === 'at-rule') {
        const name = /^@(?:-\w+-)?(property|keyframes)\s+([^\s{]+)/i.exec(node.prelude);
        if (!name || isUsed(name[2])) out += `${node.prelude}{${node.body}}`;
      } else if (keep.has(node)) {
        out += `${node.prelude}{${node.body}}`;
      } else if (node.properties) {
        const body = node.properties.filter((p) => usedProperties.has(p)).map((p) => p.text);
        if (body.length > 0) out += `${node.prelude}{${body.join(';')}}`;
      }
    }
    return out;
  };
  return emit(tree);
}

const parsed = new Map();

/** parseStylesheet, kept by text: the build's stylesheets are read once. */
function parsedStylesheet(text) {
  let tree = parsed.get(text);
  if (!tree) {
    tree = parseStylesheet(text);
    if (parsed.size >= 16) parsed.delete(parsed.keys().next().value);
    parsed.set(text, tree);
  }
  return tree;
}

/**
 * The document with each stylesheet Next inlined cut down to what the document uses, and
 * the addresses of those stylesheets, to be loaded whole after the first frame.
 *
 * @param {string} html
 * @returns {{ html: string, stylesheets: string[] }}
 */
export function inlineUsedCss(html) {
  const stylesheets = [];
  let page;
  const out = html.replace(INLINE_STYLESHEET, (tag, precedence, href, css) => {
    // One <style> may hold several files, their addresses separated by spaces.
    const hrefs = href.split(' ').filter(Boolean);
    if (!hrefs.every((h) => h.startsWith('/') && !h.startsWith('//'))) return tag;
    page ??= readDocument(html);
    stylesheets.push(...hrefs);
    const used = usedStylesheet(parsedStylesheet(css), page);
    return `<style data-precedence="${precedence}" data-href="${href}">${used}</style>`;
  });
  return { html: out, stylesheets };
}
