// Fails, naming both versions, when a native module was compiled for another Node.js than the
// one running: better-sqlite3 built with the machine's npm settings (node-gyp pointed at
// another release's headers) loads under nothing else. CI runs it after every install or
// rebuild, so that no suite runs on a mismatched build.
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
      'Rebuild it for this Node.js with its own headers: ' +
      'npm_config_nodedir=<that release> npm rebuild better-sqlite3',
  );
  process.exit(1);
}
