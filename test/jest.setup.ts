import '@testing-library/jest-dom';

// Tests never write into the developer's ./data: each worker gets its own store folder.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';

if (!process.env.DATA_DIR || process.env.DATA_DIR === './data') {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'site-jest-'));
}
process.env.LOG_LEVEL ??= 'silent';
// Nor a database the developer's environment names: the engines suite sets its own.
delete process.env.DATABASE_URL;
