// Test support: a copy of the production build that a second server can run from
// (NEXT_DIST_DIR), with a cache of its own, as a separate deployment of the same build would
// start. Left out: Next's data cache (cache/) and the pages a server has rendered from it since
// the build (server/route-cache/ in Next 16), which belong to the server that made them.
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const LEFT_OUT = [['cache'], ['server', 'route-cache']];

/** Copies the build in `from` into `to` (a folder inside it is skipped). */
export function copyBuild(from, to) {
  const source = path.resolve(from);
  const target = path.resolve(to);
  const skipped = new Set([target, ...LEFT_OUT.map((parts) => path.join(source, ...parts))]);
  rmSync(target, { recursive: true, force: true });
  for (const name of readdirSync(source)) {
    cpSync(path.join(source, name), path.join(target, name), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (file) => !skipped.has(path.resolve(file)),
    });
  }
}
