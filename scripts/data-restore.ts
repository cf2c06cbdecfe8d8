// npm run data:restore -- FILE - puts a backup made by data:backup in place of the SQLite store
// in DATA_DIR. Stop the site first: a store open in another process is refused. The file must
// pass integrity_check and be a store of this site; the replaced store is kept beside it as
// site.db.before-restore. A PostgreSQL store (DATABASE_URL) is restored with pg_restore.
import path from 'node:path';
import { getConfig } from '@/lib/config';
import { POSTGRES_BACKUP_HINT, restoreStore } from '@/lib/db/backup';

function main() {
  const config = getConfig();
  if (config.store.kind === 'postgres') {
    process.stderr.write(POSTGRES_BACKUP_HINT);
    process.exit(2);
  }
  const source = process.argv[2];
  if (!source) throw new Error('usage: npm run data:restore -- FILE   (with the site stopped)');
  const file = path.resolve(source);
  const { replaced } = restoreStore(file, config.dataDir);
  process.stdout.write(
    JSON.stringify({
      time: new Date().toISOString(),
      event: 'data.restore',
      file,
      store: path.join(config.dataDir, 'site.db'),
      replaced,
    }) + '\n',
  );
}

try {
  main();
} catch (error: unknown) {
  process.stderr.write(
    `data:restore failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
