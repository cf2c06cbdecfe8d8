import { ESLint, type Linter } from 'eslint';

/**
 * The lint rule that keeps each feature behind its entries (eslint.config.mjs), run through
 * ESLint's own API on small files, so that the rule cannot stop working unnoticed: a change of
 * the config that lets an import past an entry through fails here.
 */
const { default: config } = jest.requireActual<{ default: Linter.Config[] }>('@/eslint.config.mjs');
const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: true, overrideConfig: config });

/** The import-rule messages ESLint gives a file at `filePath` made of these imports. */
async function refusals(filePath: string, ...sources: string[]): Promise<string[]> {
  const code = [
    ...sources.map((source, i) => `import * as m${i} from '${source}';`),
    `export const all = [${sources.map((_, i) => `m${i}`).join(', ')}];`,
    '',
  ].join('\n');
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('the lint rule of the features’ surfaces', () => {
  it('refuses an import past a feature’s entry, and names the entry to use', async () => {
    const [message, ...more] = await refusals('lib/booking/example.ts', '@/lib/leads/store');
    expect(more).toEqual([]);
    expect(message).toContain("'@/lib/leads/store'");
    expect(message).toContain("'@/lib/leads' (server) or '@/lib/leads/client' (browser)");
  });

  it('refuses it by a relative path too, from a route, a component or a script', async () => {
    expect(await refusals('app/api/example/route.ts', '../../../lib/booking/store')).toHaveLength(
      1,
    );
    expect(await refusals('components/example.tsx', '@/lib/newsletter/opt-in/local')).toHaveLength(
      1,
    );
    expect(await refusals('scripts/example.ts', '@/lib/screener/steps')).toHaveLength(1);
  });

  it('lets the entries through, and a feature its own files', async () => {
    expect(
      await refusals(
        'components/example.tsx',
        '@/lib/leads/client',
        '@/lib/screener/client',
        '@/lib/newsletter/opt-in/client',
        '@/lib/newsletter/issues/client',
        '@/lib/booking/client',
      ),
    ).toEqual([]);
    expect(
      await refusals(
        'app/example/page.tsx',
        '@/lib/leads',
        '@/lib/booking',
        '@/lib/newsletter/opt-in',
        '@/lib/newsletter/issues',
        '@/lib/mail',
      ),
    ).toEqual([]);
    expect(await refusals('lib/leads/example.ts', '@/lib/leads/store', './store')).toEqual([]);
  });

  it('keeps the newsletter’s rooms apart, sharing only the list', async () => {
    expect(
      await refusals('lib/newsletter/issues/example.ts', '@/lib/newsletter/subscribers'),
    ).toEqual([]);
    expect(
      await refusals('lib/newsletter/issues/example.ts', '@/lib/newsletter/opt-in/queries'),
    ).toHaveLength(1);
    expect(
      await refusals('lib/newsletter/opt-in/example.ts', '@/lib/newsletter/subscribers/tokens'),
    ).toHaveLength(1);
    // The list is the rooms' own: nothing outside the newsletter uses it.
    expect(await refusals('lib/leads/example.ts', '@/lib/newsletter/subscribers')).toHaveLength(1);
  });

  it('keeps lib away from the routes and components, and mail and jobs away from features', async () => {
    expect(await refusals('lib/seo/example.ts', '@/components/ui/button')).toHaveLength(1);
    expect(await refusals('lib/mail/example.ts', '@/lib/leads')).toHaveLength(1);
    expect(await refusals('lib/jobs/example.ts', '@/lib/newsletter/opt-in')).toHaveLength(1);
  });

  it('keeps the privacy desk and the modules below it away from the features', async () => {
    expect(await refusals('lib/privacy/example.ts', '@/lib/booking')).toHaveLength(1);
    expect(
      await refusals('lib/privacy/example.ts', '@/lib/leads', '@/lib/newsletter/opt-in'),
    ).toHaveLength(2);
    expect(await refusals('lib/sealed-links.ts', '@/lib/booking')).toHaveLength(1);
    expect(await refusals('lib/personal-data.ts', '@/lib/privacy')).toHaveLength(1);
    // The desk's own layers are below it: alerts, mail, the shared links and the contract.
    expect(
      await refusals(
        'lib/privacy/example.ts',
        '@/lib/alerts',
        '@/lib/mail',
        '@/lib/sealed-links',
        '@/lib/personal-data',
      ),
    ).toEqual([]);
  });

  it('lets a test import what it tests', async () => {
    expect(await refusals('lib/booking/example.test.ts', '@/lib/leads/store')).toEqual([]);
  });
});
