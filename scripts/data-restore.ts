// npm run data:restore -- FILE - puts a backup made by data:backup in place of the SQLite store
// in DATA_DIR, with the generated server secret it carries. Stop the site first: a store open
// in another process is refused. The file must pass integrity_check, be a store of this site,
// hold the row counts it was made with and meet the secret it was made with (APP_SECRET, when
// it was set then); the replaced store and secret are kept beside them as *.before-restore.
// A PostgreSQL store (DATABASE_URL) is restored with pg_restore.
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
  const { replaced, secret, tables } = restoreStore(file, config.dataDir, config.appSecret);
  process.stdout.write(
    JSON.stringify({
      time: new Date().toISOString(),
      event: 'data.restore',
      file,
      store: path.join(config.dataDir, 'site.db'),
      replaced,
      secret,
      tables,
    }) + '\n',
  );
  if (secret === 'unknown') {
    process.stderr.write(
      'This backup predates secrets in backups: codes and links mailed before it work only if DATA_DIR/app-secret or APP_SECRET is the one the site had then.\n',
    );
  }
}

try {
  main();
} catch (error: unknown) {
  process.stderr.write(
    `data:restore failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
