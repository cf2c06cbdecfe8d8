// Runs after `next build` (npm's postbuild): completes the standalone folder Next wrote into
// <NEXT_DIST_DIR or .next>/standalone so that it runs on its own, copied anywhere:
// - public/ and the build's static files, which Next leaves out for a CDN to serve;
// - server/entry.mjs and the modules it imports, the site's server around Next's handler,
//   and server/wait-ready.mjs, which waits for its readiness check (the systemd unit runs it);
// - a server.js that starts the site through them, in place of the one Next writes.
// Then `node <folder>/server.js` (or `npm start` here) serves the site.
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const distDir = process.env.NEXT_DIST_DIR || '.next';
const standalone = path.join(root, distDir, 'standalone');
const manifest = path.join(distDir, 'required-server-files.json');

if (!fs.existsSync(path.join(standalone, manifest))) {
  console.error(`No standalone build in ${path.relative(root, standalone)}: run next build first.`);
  process.exit(1);
}

function copy(from, to) {
  fs.rmSync(to, { recursive: true, force: true });
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true });
}

copy(path.join(root, 'public'), path.join(standalone, 'public'));
copy(path.join(root, distDir, 'static'), path.join(standalone, distDir, 'static'));
fs.mkdirSync(path.join(standalone, 'server'), { recursive: true });
// Every module of the site's server; its tests, type files and start.mjs (which starts a
// checkout's build) stay behind.
for (const file of fs.readdirSync(path.join(root, 'server'))) {
  if (file.endsWith('.mjs') && file !== 'start.mjs')
    fs.copyFileSync(path.join(root, 'server', file), path.join(standalone, 'server', file));
}

fs.writeFileSync(
  path.join(standalone, 'server.js'),
  `// Written by npm run build (scripts/standalone.mjs) in place of Next's own server.js: starts
// the site through server/entry.mjs with this build's configuration.
const { config } = require(${JSON.stringify(`./${manifest}`)});
import('./server/entry.mjs')
  .then(({ startSite }) => startSite({ dir: __dirname, nextConfig: config }))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
`,
);
console.log(`Standalone server ready: node ${path.relative(root, standalone)}/server.js`);
