// Makes sure Debian's chromium is installed for the browser tests (Playwright never downloads
// a browser here). Installs it with apt-get when missing, as root.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (existsSync(CHROMIUM)) {
  process.exit(0);
}
console.log(`[ensure-chromium] ${CHROMIUM} is missing; installing Debian's chromium with apt-get`);
try {
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit' });
  execSync(
    `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation`,
    {
      stdio: 'inherit',
    },
  );
} catch (error) {
  console.error('[ensure-chromium] could not install chromium:', error.message);
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`[ensure-chromium] chromium still not found at ${CHROMIUM}`);
  process.exit(1);
}
