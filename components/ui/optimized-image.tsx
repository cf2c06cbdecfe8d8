import { getImageProps, type ImageProps } from 'next/image';

type OptimizedImageProps = Omit<
  ImageProps,
  'placeholder' | 'blurDataURL' | 'onLoad' | 'onError' | 'ref'
> & {
  /**
   * The file's own width, when known: the optimiser never enlarges, so the srcset keeps only
   * the candidates up to the first as wide as the file (the wider ones repeat it).
   */
  sourceWidth?: number | null;
};

/** next/image's inline styles, as classes of the site's stylesheet (a shorter page). */
const FILL_STYLE_CLASSES = 'absolute inset-0 size-full text-transparent';

/**
 * The `<img>` next/image writes, rendered on the server without its client component, so
 * pages ship none of its code. No `placeholder`: its blur would never be removed without
 * client code.
 */
export function OptimizedImage({ sourceWidth, ...props }: OptimizedImageProps) {
  const { props: imageProps } = getImageProps(props);
  const { srcSet, src, style, className, ...rest } = imageProps;
  const candidates = srcSet && sourceWidth ? widestNeeded(srcSet, sourceWidth) : null;
  // next/image sets `color: transparent` (the alt text unseen while the image loads) and, for
  // `fill`, the absolute position over the whole box: the same by classes.
  const keepsStyle = style && !isNextImageStyle(style, Boolean(props.fill));
  const classes = keepsStyle
    ? className
    : [className, props.fill ? FILL_STYLE_CLASSES : 'text-transparent'].filter(Boolean).join(' ');
  return (
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps carries the alt text through
    <img
      {...rest}
      className={classes}
      style={keepsStyle ? style : undefined}
      srcSet={candidates ? candidates.srcSet : srcSet}
      src={candidates ? candidates.src : src}
    />
  );
}

/** A srcset's candidates up to the first as wide as the file, the widest kept as `src`. */
export function widestNeeded(srcSet: string, sourceWidth: number) {
  const entries = srcSet.split(', ').map((entry) => {
    const [url = '', descriptor = ''] = entry.split(' ');
    return { url, width: /^\d+w$/.test(descriptor) ? Number.parseInt(descriptor, 10) : NaN, entry };
  });
  // Only width descriptors say how wide a candidate is (1x and 2x do not).
  if (entries.some((e) => !Number.isFinite(e.width))) return null;
  const cut = entries.findIndex((e) => e.width >= sourceWidth);
  const kept = cut === -1 ? entries : entries.slice(0, cut + 1);
  return { srcSet: kept.map((e) => e.entry).join(', '), src: kept.at(-1)!.url };
}

/** Whether `style` is exactly what next/image sets by itself. */
function isNextImageStyle(style: React.CSSProperties, fill: boolean) {
  const expected: React.CSSProperties = fill
    ? {
        position: 'absolute',
        height: '100%',
        width: '100%',
        left: 0,
        top: 0,
        right: 0,
        bottom: 0,
        color: 'transparent',
      }
    : { color: 'transparent' };
  // next/image also names objectFit and objectPosition, empty unless they are given.
  const keys = (Object.keys(style) as (keyof React.CSSProperties)[]).filter(
    (k) => style[k] != null,
  );
  return (
    keys.length === Object.keys(expected).length && keys.every((k) => style[k] === expected[k])
  );
}
