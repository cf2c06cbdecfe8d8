/**
 * next/jest leaves every file under node_modules untransformed, as Next leaves them. A few
 * dependencies of dependencies ship only ES modules and are loaded with require(): sanitize-html
 * (2.18 and later) requires htmlparser2 12 and its family, which Node.js 22.12+ loads through
 * require(esm) but Jest's module runtime does not. Their files are compiled to CommonJS by the
 * same SWC transform as the tests; everything else under node_modules stays as it is.
 */
const ESM_ONLY = ['sanitize-html/node_modules/'];

/** Wraps next/jest's config function, letting the packages above through its transform. */
export function withEsmDependencies(configFunction) {
  return async () => {
    const config = await configFunction();
    const inside = ESM_ONLY.map((folder) => folder.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
    return {
      ...config,
      // Next's patterns ignore '/node_modules/' (but for the packages Next itself transpiles);
      // each is narrowed to paths outside the folders above.
      transformIgnorePatterns: config.transformIgnorePatterns.map((pattern) =>
        pattern.startsWith('/node_modules')
          ? `^(?!.*/node_modules/(?:${inside.join('|')})).*${pattern}`
          : pattern,
      ),
    };
  };
}
