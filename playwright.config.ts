import { defineConfig, devices } from '@playwright/test';
import { GA_ID, gaSiteDist, gaSitePort } from './e2e/support/analytics-site';
import {
  previewAccount,
  wordpressSecret,
  wordpressSitePort,
  wordpressStubPort,
} from './e2e/support/wordpress';

const port = process.env.E2E_PORT || '3100';
const baseURL = `http://127.0.0.1:${port}`;

// The stand-in WordPress's media library on loopback under two names, as an apex and a www
// host would be. The image optimiser's allowed hosts are fixed when the site is built, so the
// shared build is made with them.
const mediaUrls = `http://127.0.0.1:${wordpressStubPort},http://localhost:${wordpressStubPort}`;

// A second server on the same build reads a stand-in WordPress (scripts/wordpress-stub.ts),
// which the content-failure spec switches off, slows down or empties. A fresh path prefix per
// run gives the data cache fresh keys, so no earlier run's answers leak in.
// The second site serves a copy of the build, made by the first site's script after building;
// so does the third, which has a GA4 id (e2e/support/analytics-site.ts).
const secondSiteDist = '.next/e2e-wordpress';

const stubPrefix = process.env.E2E_STUB_PREFIX || `run-${Date.now().toString(36)}`;
process.env.E2E_STUB_PREFIX = stubPrefix;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/api/health`,
      env: { WORDPRESS_MEDIA_URLS: mediaUrls, E2E_COPY_DIST: `${secondSiteDist},${gaSiteDist}` },
      timeout: 300_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // Its moved.webp redirects to another local address: the second site itself.
      command: `npx tsx scripts/wordpress-stub.ts --port ${wordpressStubPort} --redirect-to http://127.0.0.1:${wordpressSitePort}/logo.png --preview-account '${previewAccount.user}:${previewAccount.password}'`,
      url: `http://127.0.0.1:${wordpressStubPort}/__stub/health`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      // Started after the first server's build; it reuses that build.
      command: 'node scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${wordpressSitePort}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        E2E_PORT: wordpressSitePort,
        E2E_SKIP_BUILD: '1',
        E2E_DATA_DIR: '.e2e-data-wordpress',
        // A copy of the build: the pages it keeps in its cache are its own, not the first's.
        NEXT_DIST_DIR: secondSiteDist,
        WORDPRESS_URL: `http://127.0.0.1:${wordpressStubPort}/${stubPrefix}`,
        WORDPRESS_MEDIA_URLS: mediaUrls,
        WORDPRESS_REVALIDATE_SECRET: wordpressSecret,
        WORDPRESS_PREVIEW_USER: previewAccount.user,
        WORDPRESS_PREVIEW_PASSWORD: previewAccount.password,
      },
    },
    {
      // The same build with a GA4 id, for the check that personal pages never load it.
      command: 'node scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${gaSitePort}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        E2E_PORT: gaSitePort,
        E2E_SKIP_BUILD: '1',
        E2E_DATA_DIR: '.e2e-data-ga',
        NEXT_DIST_DIR: gaSiteDist,
        WORDPRESS_MEDIA_URLS: mediaUrls,
        NEXT_PUBLIC_GA_ID: GA_ID,
      },
    },
  ],
});
