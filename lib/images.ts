/**
 * The formats the image optimiser serves, best first: next.config.ts uses them, and so does the
 * content-only twin that bench:pages builds, so both size the same images the same way.
 */
export const IMAGE_FORMATS: ('image/avif' | 'image/webp')[] = ['image/avif', 'image/webp'];
