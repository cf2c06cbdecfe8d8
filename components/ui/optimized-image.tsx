import { getImageProps, type ImageProps } from 'next/image';

/**
 * A responsive, optimised image rendered entirely on the server: the same `<img>` (srcset
 * through the image optimiser, sizes, fill styles, lazy loading) that next/image writes, but
 * without next/image's client component, so pages ship none of its code and hydrate no
 * state for it. It takes next/image's props except `placeholder`, whose blur would never be
 * removed without client code, and callbacks, which a server component cannot pass.
 */
export function OptimizedImage(
  props: Omit<ImageProps, 'placeholder' | 'blurDataURL' | 'onLoad' | 'onError' | 'ref'>,
) {
  const { props: imageProps } = getImageProps(props);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps carries the alt text through
  return <img {...imageProps} />;
}
