import { renderToStaticMarkup } from 'react-dom/server';
import { OptimizedImage, widestNeeded } from './optimized-image';

function img(element: React.ReactElement) {
  const html = renderToStaticMarkup(element);
  const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];
  return {
    html,
    widths: (attribute('srcSet') ?? '')
      .split(', ')
      .filter(Boolean)
      .map((entry) => Number.parseInt(entry.split(' ')[1]!, 10)),
    src: attribute('src')?.replaceAll('&amp;', '&'),
    className: attribute('class'),
    style: attribute('style'),
  };
}

const SIZES = '(min-width: 1024px) 368px, (min-width: 640px) 50vw, 100vw';

describe('OptimizedImage', () => {
  it('offers no candidate wider than needed for the file, and falls back to the widest kept', () => {
    const all = img(<OptimizedImage src="/card-768x432.webp" alt="" fill sizes={SIZES} />);
    const capped = img(
      <OptimizedImage src="/card-768x432.webp" alt="" fill sizes={SIZES} sourceWidth={768} />,
    );
    expect(all.widths.at(-1)).toBeGreaterThan(1080);
    const firstWideEnough = all.widths.find((w) => w >= 768)!;
    expect(capped.widths).toEqual(all.widths.filter((w) => w <= firstWideEnough));
    expect(capped.src).toContain(`w=${firstWideEnough}&`);
  });

  it('keeps every candidate when the file is wider than all of them', () => {
    const all = img(<OptimizedImage src="/big.webp" alt="" fill sizes={SIZES} />);
    const capped = img(
      <OptimizedImage src="/big.webp" alt="" fill sizes={SIZES} sourceWidth={9000} />,
    );
    expect(capped.widths).toEqual(all.widths);
  });

  it("draws next/image's fill and hidden-alt styles with classes instead of an inline style", () => {
    const filled = img(
      <OptimizedImage src="/a.webp" alt="A" fill sizes={SIZES} className="object-cover" />,
    );
    expect(filled.style).toBeUndefined();
    expect(filled.className).toBe('object-cover absolute inset-0 size-full text-transparent');
    const sized = img(<OptimizedImage src="/a.webp" alt="A" width={40} height={40} />);
    expect(sized.style).toBeUndefined();
    expect(sized.className).toBe('text-transparent');
  });

  it('keeps a style of its own as it is given', () => {
    const avatar = img(
      <OptimizedImage
        src="/a.webp"
        alt="A"
        width={40}
        height={40}
        style={{ width: 40, height: 40 }}
      />,
    );
    expect(avatar.style).toContain('width:40px');
    expect(avatar.style).toContain('color:transparent');
  });

  it('leaves a srcset it cannot read alone', () => {
    expect(widestNeeded('/a.webp 1x, /b.webp 2x', 100)).toBeNull();
  });
});
