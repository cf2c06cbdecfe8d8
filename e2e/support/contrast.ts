import type { Locator, Page } from '@playwright/test';

/**
 * Contrast as WCAG 2 defines it, measured in the page: colours are read as the browser
 * computes them (any CSS colour, converted to sRGB by the browser), transparent ones laid over
 * what lies behind them.
 */
declare global {
  interface Window {
    __contrast: {
      rgba(color: string): [number, number, number, number];
      background(element: Element): [number, number, number];
      over(
        top: [number, number, number, number],
        below: [number, number, number],
      ): [number, number, number];
      ratio(a: [number, number, number], b: [number, number, number]): number;
    };
  }
}

/** Adds window.__contrast to every page of the test's browser context. */
export async function installContrast(page: Page) {
  await page.context().addInitScript(() => {
    type Rgb = [number, number, number];
    type Rgba = [number, number, number, number];
    const probe = document.createElement('i');
    const numbers = (text: string) => (text.match(/-?[\d.]+(?:e-?\d+)?/g) ?? []).map(Number);
    const byte = (channel: number) => Math.round(Math.min(Math.max(channel, 0), 1) * 255);
    /** Any CSS colour as sRGB bytes and alpha, as the browser computes it (no canvas: exact). */
    const rgba = (color: string): Rgba => {
      if (/^rgba?\(/.test(color)) {
        const [r, g, b, a = 1] = numbers(color);
        return [r!, g!, b!, a];
      }
      probe.style.color = `color-mix(in srgb, ${color} 100%, transparent)`;
      document.documentElement.append(probe);
      const computed = getComputedStyle(probe).color;
      probe.remove();
      const [r, g, b, a = 1] = numbers(computed.replace(/^color\(srgb/, ''));
      return /^color\(srgb/.test(computed) ? [byte(r!), byte(g!), byte(b!), a] : [r!, g!, b!, a];
    };
    const over = (top: Rgba, below: Rgb): Rgb =>
      [0, 1, 2].map((i) => top[i]! * top[3] + below[i]! * (1 - top[3])) as Rgb;
    /** The colour an element's own box is drawn on: its background over its ancestors'. */
    const background = (element: Element): Rgb => {
      const layers: Rgba[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const color = rgba(getComputedStyle(node).backgroundColor);
        if (color[3] > 0) layers.push(color);
        if (color[3] === 1) break;
      }
      let result: Rgb = [255, 255, 255];
      for (const layer of layers.reverse()) result = over(layer, result);
      return result;
    };
    const luminance = (rgb: Rgb) => {
      const [r, g, b] = rgb.map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ratio = (a: Rgb, b: Rgb) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (high! + 0.05) / (low! + 0.05);
    };
    window.__contrast = { rgba, background, over, ratio };
  });
}

/**
 * The lowest contrast of an element's text over what is drawn behind it, read from the
 * screen: the element is captured with its text made transparent, and the lightest and darkest
 * pixels of that background are each set against the text's colour (for text over a gradient
 * or a glow, where no single background colour exists).
 */
export async function textContrastOnScreen(page: Page, element: Locator): Promise<number> {
  const color = await element.evaluate((node) => getComputedStyle(node).color);
  await element.evaluate((node) => ((node as HTMLElement).style.color = 'transparent'));
  const shot = await element.screenshot();
  await element.evaluate((node) => ((node as HTMLElement).style.color = ''));
  // Decoded in a blank page of the same context: the site's CSP allows no data: images.
  const blank = await page.context().newPage();
  await blank.goto('about:blank');
  const lowest = await blank.evaluate(
    async ({ png, color }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, image.width, image.height).data;
      const { rgba, ratio } = window.__contrast;
      const text = rgba(color);
      let lowest = Infinity;
      for (let i = 0; i < data.length; i += 4) {
        const pixel: [number, number, number] = [data[i]!, data[i + 1]!, data[i + 2]!];
        const drawn = window.__contrast.over(text, pixel);
        lowest = Math.min(lowest, ratio(drawn, pixel));
      }
      return lowest;
    },
    { png: shot.toString('base64'), color },
  );
  await blank.close();
  return lowest;
}
