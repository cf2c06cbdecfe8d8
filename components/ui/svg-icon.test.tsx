import { Check, Play } from 'lucide';
import { renderToStaticMarkup } from 'react-dom/server';
import { SvgIcon } from './svg-icon';

describe('SvgIcon', () => {
  it("draws Lucide's outline with the icon class, not attributes repeated on every icon", () => {
    const html = renderToStaticMarkup(<SvgIcon node={Check} className="h-5 w-5" />);
    expect(html).toMatch(/^<svg viewBox="0 0 24 24" class="icon h-5 w-5" aria-hidden="true">/);
    expect(html).not.toMatch(/stroke|fill|xmlns|style/);
    expect(html).toContain('<path d="M20 6 9 17l-5-5"></path>');
  });

  it('says in its style how an icon differs from the outline', () => {
    expect(renderToStaticMarkup(<SvgIcon node={Check} strokeWidth={3} />)).toContain(
      'style="stroke-width:3"',
    );
    expect(
      renderToStaticMarkup(<SvgIcon node={Play} fill="currentColor" strokeWidth={0} />),
    ).toContain('style="stroke-width:0;fill:currentColor"');
  });
});
