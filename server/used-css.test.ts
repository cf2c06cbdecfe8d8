import {
  inlineUsedCss,
  parseStylesheet,
  readDocument,
  requiredClasses,
  requiredElements,
  usedStylesheet,
} from './used-css.mjs';

/** The used part of `css` for a document whose markup is `body`. */
function usedBy(css: string, body: string) {
  const html = `<html><head></head><body>${body}</body></html>`;
  return usedStylesheet(parseStylesheet(css), readDocument(html));
}

describe('the classes a selector needs', () => {
  it("are those outside brackets, Tailwind's escapes undone", () => {
    expect(requiredClasses('.md\\:flex')).toEqual(['md:flex']);
    expect(requiredClasses('.w-1\\/2')).toEqual(['w-1/2']);
    expect(requiredClasses('.\\32 xl\\:p-4')).toEqual(['2xl:p-4']);
    expect(requiredClasses('.\\[\\&_svg\\]\\:size-4 svg')).toEqual(['[&_svg]:size-4']);
    expect(requiredClasses('.group:hover .group-hover\\:underline')).toEqual([
      'group',
      'group-hover:underline',
    ]);
    // Tailwind's variants: in an :is(), :where() or :has() of one selector, a class is needed.
    expect(requiredClasses(':is(:where(.group):hover .group-hover\\:underline)')).toEqual([
      'group',
      'group-hover:underline',
    ]);
    expect(requiredClasses('.a:has(>.b)')).toEqual(['a', 'b']);
    // Inside :not(), or in one of several selectors, a class may not be needed.
    expect(requiredClasses('.bg-ink:not(a,.x)')).toEqual(['bg-ink']);
    expect(requiredClasses('.c:not(.d)')).toEqual(['c']);
    expect(requiredClasses(':is(.bg-white,.bg-paper)')).toEqual([]);
    expect(requiredClasses('a[href=".pdf"]')).toEqual([]);
  });
});

describe('the elements a selector needs', () => {
  it('are its type selectors outside brackets, in lower case', () => {
    expect(requiredElements('sub')).toEqual(['sub']);
    expect(requiredElements('table td>A')).toEqual(['table', 'td', 'a']);
    expect(requiredElements(':where(select:is([multiple])) optgroup')).toEqual(['optgroup']);
    expect(requiredElements('abbr:where([title])')).toEqual(['abbr']);
    expect(requiredElements('*,::placeholder')).toEqual([]);
    expect(requiredElements('.md\\:flex')).toEqual([]);
    expect(requiredElements('[type=button]+input')).toEqual(['input']);
  });
});

describe('the used part of a stylesheet', () => {
  it('keeps the rules whose classes the document carries, and those without classes', () => {
    const css = 'body{margin:0}.a{color:red}.b{color:blue}.a .b{color:green}.c,.a{top:0}';
    expect(usedBy(css, '<p class="a">x</p>')).toBe('body{margin:0}.a{color:red}.c,.a{top:0}');
  });

  it('leaves out the rules for elements the document has none of', () => {
    const css =
      'sub,sup{font-size:75%}table{border-collapse:collapse}p a{color:red}img{display:block}';
    expect(usedBy(css, '<p>x <a href="/">y</a><sup>1</sup></p>')).toBe(
      'sub,sup{font-size:75%}p a{color:red}',
    );
  });

  it('reads classes in the markup with their entities undone', () => {
    const css = '.\\[\\&_svg\\]\\:size-4 svg{width:1rem}.x{color:red}';
    expect(usedBy(css, '<p class="[&amp;_svg]:size-4"><svg></svg></p>')).toBe(
      '.\\[\\&_svg\\]\\:size-4 svg{width:1rem}',
    );
  });

  it("keeps a class a client component's props carry in the page's React payload", () => {
    const flight = JSON.stringify([1, '5:["$","$L6",null,{"openClassName":"menu-open block"}]\n']);
    const body = `<p>x</p><script>self.__next_f.push(${flight})</script>`;
    expect(usedBy('.menu-open{display:block}.other{color:red}', body)).toBe(
      '.menu-open{display:block}',
    );
  });

  it('keeps groups in their order and drops those left empty, keeping the layer order', () => {
    const css =
      '@layer theme,base,utilities;@layer utilities{.a{color:red}@media (width>=48rem){.md\\:a{top:0}}' +
      '@media print{.b{color:blue}}}@layer base{}';
    expect(usedBy(css, '<p class="a md:a">x</p>')).toBe(
      '@layer theme,base,utilities;@layer utilities{.a{color:red}@media (width>=48rem){.md\\:a{top:0}}}@layer base{}',
    );
  });

  it('keeps the custom properties in use, and those they use in turn', () => {
    const css =
      ':root,:host{--color-ink:#0f2a47;--color-red:red;--spacing:.25rem;--focus:var(--color-ink)}' +
      '.p-4{padding:calc(var(--spacing)*4)}.ring{outline-color:var(--focus)}.text-red{color:var(--color-red)}';
    expect(usedBy(css, '<p class="p-4 ring">x</p>')).toBe(
      ':root,:host{--color-ink:#0f2a47;--spacing:.25rem;--focus:var(--color-ink)}' +
        '.p-4{padding:calc(var(--spacing)*4)}.ring{outline-color:var(--focus)}',
    );
  });

  it('keeps a property an inline style of the document uses', () => {
    const css = ':root{--color-accent:#f5a524;--color-line:#ddd}';
    expect(usedBy(css, '<p style="color:var(--color-accent)">x</p>')).toBe(
      ':root{--color-accent:#f5a524}',
    );
  });

  it('keeps registered properties and keyframes only where something kept names them', () => {
    const css =
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --tw-blur{syntax:"*";inherits:false}' +
      ':root{--animate-spin:spin 1s linear infinite}' +
      '@keyframes spin{to{transform:rotate(360deg)}}@keyframes ping{75%{opacity:0}}' +
      '.shadow{box-shadow:var(--tw-shadow)}.animate-spin{animation:var(--animate-spin)}' +
      '.blur{filter:blur(var(--tw-blur))}.animate-ping{animation:ping 1s}';
    expect(usedBy(css, '<p class="shadow animate-spin">x</p>')).toBe(
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
        ':root{--animate-spin:spin 1s linear infinite}' +
        '@keyframes spin{to{transform:rotate(360deg)}}' +
        '.shadow{box-shadow:var(--tw-shadow)}.animate-spin{animation:var(--animate-spin)}',
    );
  });

  it('reads strings and escapes without taking their braces or commas for its own', () => {
    const css = '.a::before{content:"}{,;"}.b\\,c{color:red}.d{top:0}';
    expect(usedBy(css, '<p class="a d">x</p>')).toBe('.a::before{content:"}{,;"}.d{top:0}');
    expect(usedBy(css, '<p class="b,c">x</p>')).toBe('.b\\,c{color:red}');
  });
});

describe("a document's inlined stylesheets", () => {
  it('are cut to their used part, and named to be loaded whole', () => {
    const html =
      '<html><head><style data-precedence="next" data-href="/_next/static/chunks/x.css">' +
      '.a{color:red}@media (width<48rem){.b{color:blue}}</style>' +
      '<style data-precedence="next" data-href="/_next/static/chunks/y.css">.c{top:0}</style>' +
      '</head><body><p class="a c">x</p></body></html>';
    const out = inlineUsedCss(html);
    expect(out.stylesheets).toEqual(['/_next/static/chunks/x.css', '/_next/static/chunks/y.css']);
    expect(out.html).toBe(
      '<html><head><style data-precedence="next" data-href="/_next/static/chunks/x.css">' +
        '.a{color:red}</style>' +
        '<style data-precedence="next" data-href="/_next/static/chunks/y.css">.c{top:0}</style>' +
        '</head><body><p class="a c">x</p></body></html>',
    );
  });

  it('name each file of a <style> that holds several', () => {
    const html =
      '<html><head><style data-precedence="next" data-href="/a.css /b.css">.a{top:0}.b{top:1px}' +
      '</style></head><body><p class="b">x</p></body></html>';
    expect(inlineUsedCss(html)).toEqual({
      html:
        '<html><head><style data-precedence="next" data-href="/a.css /b.css">.b{top:1px}' +
        '</style></head><body><p class="b">x</p></body></html>',
      stylesheets: ['/a.css', '/b.css'],
    });
  });

  it("leave a document without Next's inlined stylesheets as it is", () => {
    const html = '<html><head><style>.a{color:red}</style></head><body>x</body></html>';
    expect(inlineUsedCss(html)).toEqual({ html, stylesheets: [] });
  });
});
