import { extractTwin } from './twin';

const PAGE = `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"/>
<link rel="preload" as="image" imageSrcSet="/_next/image?url=%2Fa.webp&amp;w=640 640w, /_next/image?url=%2Fa.webp&amp;w=750 750w" imageSizes="100vw" fetchPriority="high"/>
<link rel="preload" as="image" href="/logo.png" fetchPriority="high"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>
<script src="/_next/static/chunks/b.js" async=""></script>
<title>Terms | Hidden Growth</title>
<style data-precedence="next">body{color:#0f2a47}</style><style data-precedence="next">.a>.b{margin:0}</style>
<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>
</head><body class="flex min-h-screen flex-col"><header><img src="/logo.png" alt="Hidden Growth"/></header>
<main id="main"><h1>Terms &amp; conditions</h1><p>Fees in SGD &lt; 1,000.</p><!--$?--><template id="B:0"></template><!--/$--></main>
<script>self.__next_f.push([1,"0:{}"])</script></body></html>`;

describe('extractTwin', () => {
  const twin = extractTwin(PAGE);

  it('keeps the page language, body class and title', () => {
    expect(twin).toMatchObject({
      lang: 'en-GB',
      bodyClassName: 'flex min-h-screen flex-col',
      title: 'Terms | Hidden Growth',
    });
  });

  it('keeps every inline style sheet, in order and unescaped, and the linked ones’ addresses', () => {
    expect(twin.css).toBe('body{color:#0f2a47}\n.a>.b{margin:0}');
    expect(twin.stylesheets).toEqual(['/_next/static/chunks/site.css']);
  });

  it("keeps the body's markup without its scripts and script-only templates", () => {
    expect(twin.bodyHtml).toContain('<header><img src="/logo.png" alt="Hidden Growth"></header>');
    expect(twin.bodyHtml).toContain(
      '<h1>Terms &amp; conditions</h1><p>Fees in SGD &lt; 1,000.</p>',
    );
    expect(twin.bodyHtml).not.toMatch(/<script|<template|__next_f/);
  });

  it('keeps the image preloads (the LCP image and the logo) and drops script preloads', () => {
    expect(twin.imagePreloads).toEqual([
      {
        href: '',
        imageSrcSet: '/_next/image?url=%2Fa.webp&w=640 640w, /_next/image?url=%2Fa.webp&w=750 750w',
        imageSizes: '100vw',
        fetchPriority: 'high',
      },
      { href: '/logo.png', imageSrcSet: undefined, imageSizes: undefined, fetchPriority: 'high' },
    ]);
  });

  it('refuses a document without a body', () => {
    expect(() => extractTwin('<p>fragment</p>')).toThrow(/no <html>, <head> or <body>/);
  });
});
