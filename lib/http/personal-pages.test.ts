import fs from 'node:fs';
import path from 'node:path';
import { isPersonalPage, PERSONAL_PAGES, TOKEN_ROUTES } from './personal-pages';

const APP = path.join(process.cwd(), 'app');

/** Every page's path under `dir`, route groups left out of the path. */
function pagesUnder(dir: string, prefix = ''): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === 'page.tsx') found.push(prefix || '/');
    if (!entry.isDirectory()) continue;
    const group = /^\(.*\)$/.test(entry.name);
    found.push(
      ...pagesUnder(path.join(dir, entry.name), group ? prefix : `${prefix}/${entry.name}`),
    );
  }
  return found;
}

/** Every source file under `dir`. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && /\.tsx?$/.test(entry.name) ? [path.join(entry.parentPath, entry.name)] : [],
    );
}

describe('personal pages', () => {
  it('are the pages of app/(personal), and only they', () => {
    expect([...PERSONAL_PAGES].sort()).toEqual(pagesUnder(path.join(APP, '(personal)')).sort());
  });

  it('are the only pages of the site that read their address’s query, but the lists', () => {
    // The lists' queries (page, topic, search) are public: anyone may share them.
    const lists = ['case-studies/page.tsx', 'insights/page.tsx'];
    const readers = filesUnder(path.join(APP, '(site)'))
      .filter((file) =>
        /searchParams|useSearchParams|mailLinkPage|CallLinkPage/.test(
          fs.readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => path.relative(path.join(APP, '(site)'), file).split(path.sep).join('/'));
    expect(readers.sort()).toEqual(lists);
  });

  it('are told apart from the site’s other pages by their path', () => {
    for (const page of PERSONAL_PAGES) {
      expect(isPersonalPage(page)).toBe(true);
      expect(isPersonalPage(`${page}/`)).toBe(true);
    }
    for (const other of ['/', '/booking', '/pricing', '/insights', '/leads/act/x', '/unsubscribed'])
      expect(isPersonalPage(other)).toBe(false);
  });

  it('are logged by the deploy kit’s nginx without their query, and no other page is', () => {
    const conf = fs.readFileSync(
      path.join(process.cwd(), 'deploy/nginx/hidden-growth.conf'),
      'utf8',
    );
    const map = /map \$uri \$hidden_growth_logged_request \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    const pattern = /"~(\^[^"]+)"\s+"\$request_method \$uri \$server_protocol";/.exec(map)?.[1];
    expect(pattern).toBeDefined();
    const withoutQuery = new RegExp(pattern!);
    for (const page of [...PERSONAL_PAGES, ...TOKEN_ROUTES]) {
      expect({ page, matched: withoutQuery.test(page) }).toEqual({ page, matched: true });
    }
    for (const other of ['/', '/pricing', '/insights', '/booking', '/api/leads', '/unsubscribed'])
      expect({ other, matched: withoutQuery.test(other) }).toEqual({ other, matched: false });
  });
});
