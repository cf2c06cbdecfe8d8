import { execFileSync } from 'node:child_process';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { existingBusinessLead, newVentureLead } from '@/test/lead-fixtures';
import { EXPORT_COLUMNS, leadsToCsv } from './export';
import { leadSchema } from './schema';
import { listLeads, storeLead } from './store';

beforeEach(async () => {
  await getDb().deleteFrom('leads').execute();
});

async function seed() {
  const older = leadSchema.parse(
    existingBusinessLead({
      full_name: 'Jane "JT" Tan, PhD',
      other_obstacle: 'Line one\nline two',
      cta_source: 'ServicesFinalCTA',
    }),
  );
  const newer = leadSchema.parse(
    newVentureLead({
      full_name: '=HYPERLINK("http://evil.example")',
      page_referrer: 'https://x.test/?a=1,b=2',
    }),
  );
  await storeLead(older, { notify: false, now: new Date('2025-06-01T09:00:00.000Z') });
  await storeLead(newer, { notify: false, now: new Date('2025-06-02T09:00:00.000Z') });
  return { older, newer };
}

describe('leads export', () => {
  it('lists leads newest first', async () => {
    const { older, newer } = await seed();
    expect((await listLeads()).map((l) => l.id)).toEqual([newer.id, older.id]);
  });

  it('writes a header of every field and one escaped row per lead', async () => {
    const { older, newer } = await seed();
    const csv = leadsToCsv(await listLeads());
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(EXPORT_COLUMNS.join(','));
    expect(EXPORT_COLUMNS).toHaveLength(18);
    expect(lines[1]).toBe(
      [
        newer.id,
        'new_venture',
        'pre_revenue',
        '',
        'mvp_testing',
        'Unclear product–market fit',
        '',
        'close_product',
        'mvp_validating',
        // A formula is neutralised with an apostrophe, and quoted for its quotes.
        `"'=HYPERLINK(""http://evil.example"")"`,
        'https://www.linkedin.com/in/samlee',
        'sam@startup.io',
        'true',
        '',
        '"https://x.test/?a=1,b=2"',
        '2025-06-02T09:00:00.000Z',
        'none',
        'new',
      ].join(','),
    );
    // Commas, quotes and a line break inside a field stay inside one quoted field.
    expect(csv).toContain(`"Jane ""JT"" Tan, PhD"`);
    expect(csv).toContain('"Line one\nline two"');
    expect(csv).toContain(
      `${older.id},existing_business,1m_5m,-10,,Poor sales-conversion rate; Other (please specify),`,
    );
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('npm run leads:export prints the CSV on standard output', async () => {
    const { older, newer } = await seed();
    const output = execFileSync(
      'npx',
      ['tsx', '--conditions=react-server', 'scripts/leads-export.ts'],
      {
        env: { ...process.env, DATA_DIR: getConfig().dataDir, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      },
    );
    const rows = output.trim().split('\r\n');
    expect(rows[0]).toMatch(/^id,business_type,annual_revenue,/);
    expect(rows[1]!.startsWith(newer.id)).toBe(true);
    expect(output.indexOf(newer.id)).toBeLessThan(output.indexOf(older.id));
  }, 30_000);
});
