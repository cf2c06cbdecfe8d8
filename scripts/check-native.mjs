// Fails, naming the running Node.js, when better-sqlite3's compiled module does not load under
// it: one compiled by hand against another release's headers (node-gyp pointed elsewhere by
// npm's nodedir setting), or a copy from another system. CI runs it after installing and
// before each Node.js leg, so that no suite runs on a module that cannot load.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
try {
  const Database = require('better-sqlite3');
  const db = new Database(':memory:');
  const { version } = db.prepare('SELECT sqlite_version() AS version').get();
  db.close();
  console.log(
    `better-sqlite3 loads under Node.js ${process.version} (modules ABI ${process.versions.modules}), SQLite ${version}`,
  );
} catch (error) {
  console.error(
    `better-sqlite3 does not load under Node.js ${process.version} (modules ABI ${process.versions.modules}): ` +
      `${error instanceof Error ? error.message : String(error)}\n` +
      'Reinstall the modules under this Node.js (rm -rf node_modules && npm install), with ' +
      'npm_config_nodedir naming its own folder if npm compiles anything.',
  );
  process.exit(1);
}
