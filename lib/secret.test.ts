import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetConfigForTests } from '@/lib/config';
import { getAppSecret, keyedHash, resetAppSecretForTests } from './secret';

const original = process.env.DATA_DIR;
afterEach(() => {
  process.env.DATA_DIR = original;
  delete process.env.APP_SECRET;
  resetConfigForTests();
  resetAppSecretForTests();
});

describe('server secret', () => {
  it('is generated once into DATA_DIR with owner-only permissions and reused', () => {
    process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
    resetConfigForTests();
    const first = getAppSecret();
    const file = path.join(process.env.DATA_DIR, 'app-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    resetAppSecretForTests();
    expect(getAppSecret().equals(first)).toBe(true);
    expect(first.length).toBeGreaterThanOrEqual(32);
  });

  it('uses APP_SECRET when set', () => {
    process.env.APP_SECRET = 'a'.repeat(40);
    resetConfigForTests();
    expect(getAppSecret().toString()).toBe('a'.repeat(40));
  });

  it('keys hashes: same input, same hash; another secret, another hash', () => {
    process.env.APP_SECRET = 'b'.repeat(40);
    resetConfigForTests();
    const one = keyedHash('123456');
    expect(keyedHash('123456')).toBe(one);
    expect(one).not.toContain('123456');
    process.env.APP_SECRET = 'c'.repeat(40);
    resetConfigForTests();
    resetAppSecretForTests();
    expect(keyedHash('123456')).not.toBe(one);
  });
});
