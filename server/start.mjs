// npm start: serves the last `npm run build` (the standalone folder in <NEXT_DIST_DIR or
// .next>/standalone) through server/entry.mjs, as a deployed copy runs, with this project's
// .env files and ./data by default. Flags: --port N, --hostname H.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = process.cwd();
const distDir = process.env.NEXT_DIST_DIR || '.next';
const dir = path.join(root, distDir, 'standalone');
const entry = path.join(dir, 'server', 'entry.mjs');

if (!fs.existsSync(entry)) {
  console.error(`No build to serve in ${path.relative(root, dir)}: run npm run build first.`);
  process.exit(1);
}
const { config } = JSON.parse(
  fs.readFileSync(path.join(dir, distDir, 'required-server-files.json'), 'utf8'),
);
const { startSite } = await import(pathToFileURL(entry).href);
await startSite({ dir, nextConfig: config, envDir: root });
