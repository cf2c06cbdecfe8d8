// npm run data:backup -- FILE - writes a consistent copy of the SQLite store in DATA_DIR to FILE
// while the site runs (SQLite's online backup), with the generated server secret (or the
// fingerprint of APP_SECRET, which must then be kept), proven by a trial restore into a
// temporary folder (integrity, row counts, secret) before it takes FILE's place. A PostgreSQL
// store (DATABASE_URL) is backed up with pg_dump instead.
import path from 'node:path';
import { getConfig } from '@/lib/config';
import { backupStore, POSTGRES_BACKUP_HINT, storeFile } from '@/lib/db/backup';

async function main() {
  const config = getConfig();
  if (config.store.kind === 'postgres') {
    process.stderr.write(POSTGRES_BACKUP_HINT);
    process.exit(2);
  }
  const target = process.argv[2];
  if (!target) throw new Error('usage: npm run data:backup -- FILE');
  const file = path.resolve(target);
  const { bytes, tables, secret } = await backupStore(storeFile(config.dataDir), file, {
    dataDir: config.dataDir,
    appSecret: config.appSecret,
  });
  process.stdout.write(
    JSON.stringify({
      time: new Date().toISOString(),
      event: 'data.backup',
      file,
      bytes,
      secret,
      tables,
    }) + '\n',
  );
  if (secret === 'APP_SECRET') {
    process.stderr.write(
      'The codes and links in this backup are keyed with APP_SECRET: keep it with the backup, a restore needs the same value.\n',
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `data:backup failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
