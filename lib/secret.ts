import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getConfig } from '@/lib/config';

let cached: Buffer | undefined;

/**
 * The server secret that keys codes' and tokens' hashes: APP_SECRET, else one generated into
 * DATA_DIR (owner-only). PostgreSQL never falls back to the file: instances share no disk.
 */
export function getAppSecret(): Buffer {
  if (cached) return cached;
  const config = getConfig();
  if (config.appSecret) {
    cached = Buffer.from(config.appSecret, 'utf8');
    return cached;
  }
  if (config.store.kind === 'postgres') {
    throw new Error(
      'APP_SECRET is required when DATABASE_URL is set (32+ characters, the same on every instance)',
    );
  }
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(config.dataDir, 'app-secret');
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  cached = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
  return cached;
}

/** HMAC-SHA256 of a value under the server secret, hex encoded: how codes and tokens are stored. */
export function keyedHash(value: string): string {
  return crypto.createHmac('sha256', getAppSecret()).update(value).digest('hex');
}

export function resetAppSecretForTests() {
  cached = undefined;
}
