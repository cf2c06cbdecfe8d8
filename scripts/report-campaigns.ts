// npm run report:campaigns - which campaign brings leads: for each campaign (or source, or
// landing cta), the landings, screener starts, leads and landing-to-lead conversion of the last
// days, against the period of the same length before. DATABASE_URL or DATA_DIR selects the
// store, as for the site.
// Usage: npm run -s report:campaigns -- [--since 30d] [--by campaign|source|cta] [--csv]
//        npm run -s report:campaigns -- --since 7d --mail [--repeat]   (to LEADS_NOTIFY_EMAIL)
import { parseArgs } from 'node:util';
import { getConfig } from '@/lib/config';
import { closeStore, getDb } from '@/lib/db';
import { mailCampaignReport } from '@/lib/analytics/jobs';
import {
  campaignReport,
  parseSince,
  REPORT_GROUPS,
  reportToCsv,
  reportToText,
  type ReportGroup,
} from '@/lib/analytics/report';

const USAGE =
  'Usage: npm run report:campaigns -- [--since 30d] [--by campaign|source|cta] [--csv | --mail [--repeat]]';

async function main() {
  const { values } = parseArgs({
    options: {
      since: { type: 'string', default: '30d' },
      by: { type: 'string', default: 'campaign' },
      csv: { type: 'boolean', default: false },
      mail: { type: 'boolean', default: false },
      repeat: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const days = parseSince(values.since);
  if (days === null) throw new Error(`--since takes days or weeks, as 30d or 4w. ${USAGE}`);
  if (!REPORT_GROUPS.includes(values.by as ReportGroup))
    throw new Error(`--by takes ${REPORT_GROUPS.join(', ')}. ${USAGE}`);
  const by = values.by as ReportGroup;
  if (values.repeat && !values.mail) throw new Error(`--repeat goes with --mail. ${USAGE}`);

  if (values.mail) {
    if (!getConfig().mail.leadsNotifyEmail)
      throw new Error('--mail sends to LEADS_NOTIFY_EMAIL, which is not set.');
    const outcome = await mailCampaignReport({ days, by, repeat: values.repeat });
    process.stderr.write(`campaign report ${outcome}\n`);
  } else {
    const report = await campaignReport(getDb(), { days, by });
    process.stdout.write(values.csv ? reportToCsv(report) : reportToText(report));
  }
  await closeStore();
}

main().catch(async (error: unknown) => {
  process.stderr.write(
    `report:campaigns failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  await closeStore().catch(() => undefined);
  process.exit(1);
});
