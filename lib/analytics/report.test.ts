import {
  conversionChange,
  countChange,
  parseSince,
  percent,
  periodsOf,
  reportToCsv,
  reportToText,
  summarise,
  type GroupCount,
} from './report';

const frame = { days: 30, by: 'campaign' as const, ...periodsOf(30, '2026-11-30') };

describe('campaign report arithmetic', () => {
  it('compares the last days with the same number of days just before', () => {
    expect(periodsOf(30, '2026-11-30')).toEqual({
      current: { from: '2026-11-01', to: '2026-11-30' },
      previous: { from: '2026-10-02', to: '2026-10-31' },
    });
    expect(periodsOf(7, '2026-03-02')).toEqual({
      current: { from: '2026-02-24', to: '2026-03-02' },
      previous: { from: '2026-02-17', to: '2026-02-23' },
    });
    expect(periodsOf(1, '2026-01-01')).toEqual({
      current: { from: '2026-01-01', to: '2026-01-01' },
      previous: { from: '2025-12-31', to: '2025-12-31' },
    });
  });

  it('adds up each group per period, converts leads per landing, and totals', () => {
    const counts: GroupCount[] = [
      { period: 'current', group: 'spring', step: 'landings', n: 200 },
      { period: 'current', group: 'spring', step: 'starts', n: 30 },
      { period: 'current', group: 'spring', step: 'leads', n: 5 },
      { period: 'previous', group: 'spring', step: 'landings', n: 100 },
      { period: 'previous', group: 'spring', step: 'leads', n: 2 },
      { period: 'current', group: null, step: 'landings', n: 50 },
      { period: 'current', group: null, step: 'landings', n: 50 },
      { period: 'current', group: null, step: 'leads', n: 1 },
      // Seen only before: still listed, at zero now.
      { period: 'previous', group: 'winter', step: 'landings', n: 40 },
      // Leads with no landing counted (a form sent without the script).
      { period: 'current', group: 'offline', step: 'leads', n: 1 },
    ];
    const report = summarise(counts, frame);
    expect(report.rows.map((r) => r.group)).toEqual(['spring', '(none)', 'offline', 'winter']);
    expect(report.rows[0]).toEqual({
      group: 'spring',
      current: { landings: 200, starts: 30, leads: 5, conversion: 0.025 },
      previous: { landings: 100, starts: 0, leads: 2, conversion: 0.02 },
    });
    expect(report.rows[1]!.current).toEqual({
      landings: 100,
      starts: 0,
      leads: 1,
      conversion: 0.01,
    });
    expect(report.rows[2]!.current.conversion).toBeNull();
    expect(report.rows[3]!.current).toEqual({
      landings: 0,
      starts: 0,
      leads: 0,
      conversion: null,
    });
    expect(report.total).toEqual({
      group: 'Total',
      current: { landings: 300, starts: 30, leads: 7, conversion: 7 / 300 },
      previous: { landings: 140, starts: 0, leads: 2, conversion: 2 / 140 },
    });
  });

  it('says each change against the previous period', () => {
    expect(countChange(5, 2)).toBe('+150%');
    expect(countChange(1, 3)).toBe('-67%');
    expect(countChange(4, 4)).toBe('0%');
    expect(countChange(3, 0)).toBe('new');
    expect(countChange(0, 0)).toBe('–');
    expect(percent(0.025)).toBe('2.5%');
    expect(percent(null)).toBe('–');
    expect(conversionChange(0.025, 0.02)).toBe('+0.5 pp');
    expect(conversionChange(0.01, 0.02)).toBe('-1.0 pp');
    expect(conversionChange(0.02, 0.02)).toBe('0.0 pp');
    expect(conversionChange(0.02, null)).toBe('–');
  });

  it('reads --since in days or weeks', () => {
    expect(parseSince('30d')).toBe(30);
    expect(parseSince('4w')).toBe(28);
    expect(parseSince('7')).toBe(7);
    for (const bad of ['0d', '-3d', '1m', 'thirty', '99999d', ''])
      expect(parseSince(bad)).toBeNull();
  });

  it('writes a CSV row per group with the raw figures of both periods', () => {
    const report = summarise(
      [
        { period: 'current', group: 'spring', step: 'landings', n: 3 },
        { period: 'current', group: 'spring', step: 'starts', n: 2 },
        { period: 'current', group: 'spring', step: 'leads', n: 1 },
        { period: 'previous', group: '-1+1', step: 'landings', n: 1 },
      ],
      frame,
      [{ group: 'spring', status: 'contacted', n: 1 }],
    );
    expect(reportToCsv(report).split('\r\n')).toEqual([
      'campaign,landings,screener_starts,leads,conversion_percent,previous_landings,previous_screener_starts,previous_leads,previous_conversion_percent,leads_new,leads_booked,leads_contacted,leads_not_fit',
      'spring,3,2,1,33.3,0,0,0,,0,0,1,0',
      // What a spreadsheet would run as a formula is neutralised.
      "'-1+1,0,0,0,,1,0,0,0.0,0,0,0,0",
      '',
    ]);
  });

  it('writes the header alone when nothing was counted', () => {
    expect(reportToCsv(summarise([], frame))).toBe(
      'campaign,landings,screener_starts,leads,conversion_percent,previous_landings,previous_screener_starts,previous_leads,previous_conversion_percent,leads_new,leads_booked,leads_contacted,leads_not_fit\r\n',
    );
  });

  it('prints a table with the periods, every group and the total', () => {
    const report = summarise(
      [
        { period: 'current', group: 'spring', step: 'landings', n: 40 },
        { period: 'current', group: 'spring', step: 'leads', n: 2 },
        { period: 'previous', group: 'spring', step: 'landings', n: 20 },
        { period: 'previous', group: 'spring', step: 'leads', n: 2 },
      ],
      frame,
    );
    const text = reportToText(report);
    expect(text).toContain('Campaigns by campaign, 2026-11-01 to 2026-11-30 (30 days)');
    expect(text).toContain('against 2026-10-02 to 2026-10-31');
    const spring = text.split('\n').find((line) => line.startsWith('spring'))!;
    expect(spring.split(/\s{2,}/)).toEqual([
      'spring',
      '40',
      '+100%',
      '0',
      '–',
      '2',
      '0%',
      '5.0%',
      '-5.0 pp',
    ]);
    expect(text).toMatch(/^Total\s+40\s/m);
  });
});
