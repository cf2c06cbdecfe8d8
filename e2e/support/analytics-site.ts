/**
 * The third site of the browser tests: a copy of the same build, served with a GA4 id
 * (NEXT_PUBLIC_GA_ID), which the server reads when it renders a page: pages rendered per request
 * (a search, the personal pages) show GA4 as a site built with the id would. Pages prerendered by
 * the build keep what the build had, none.
 */
const port = Number(process.env.E2E_PORT || '3100');
export const gaSitePort = process.env.E2E_GA_SITE_PORT || String(port + 14);
export const gaSiteURL = `http://127.0.0.1:${gaSitePort}`;
export const gaSiteDist = '.next/e2e-ga';
export const GA_ID = 'G-E2ETEST1234';
