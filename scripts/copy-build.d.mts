/** Copies the build in `from` into `to`, without the caches a server kept (see copy-build.mjs). */
export function copyBuild(from: string, to: string): void;
