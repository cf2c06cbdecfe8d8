/**
 * next/jest leaves every file under node_modules untransformed, as Next leaves them. A few
 * packages ship only ES modules and are loaded with require() (the tests, compiled to CommonJS,
 * require them too): kysely 0.29, and htmlparser2 12 with its family, which sanitize-html 2.18
 * requires. Node.js 22.12+ loads them through require(esm); Jest's module runtime does not.
 * Their files are compiled to CommonJS by the same SWC transform as the tests; everything else
 * under node_modules stays as it is.
 */
const ESM_ONLY = ['kysely/', 'sanitize-html/node_modules/'];

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
