import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const OUTPUTS = [path.join('content', 'wordpress'), path.join('public', 'sample-media')];

function filesIn(dir: string): string[] {
  return fs.readdirSync(dir).sort();
}

// The committed snapshot and sample media are what `npm run content:sample` builds from
// content/sample-posts, byte for byte. (Run as the npm script runs it: under tsx, which loads
// the ES-module-only Markdown parser that Jest's CommonJS runtime cannot.)
describe('npm run content:sample', () => {
  let out: string;

  beforeAll(() => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-content-'));
    execFileSync(
      path.join(ROOT, 'node_modules', '.bin', 'tsx'),
      [path.join(ROOT, 'scripts', 'content-sample.ts'), '--out', out],
      { cwd: ROOT, stdio: 'pipe' },
    );
  }, 120_000);

  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it.each(OUTPUTS)('builds %s exactly as committed', (dir) => {
    const committed = path.join(ROOT, dir);
    const built = path.join(out, dir);
    expect(filesIn(built)).toEqual(filesIn(committed));
    for (const name of filesIn(committed)) {
      const same = fs
        .readFileSync(path.join(built, name))
        .equals(fs.readFileSync(path.join(committed, name)));
      expect({ name, same }).toEqual({ name, same: true });
    }
  });
});
