import type { Stat } from './types';

/** Figures the site claims, on the pages, in share images and in structured data. Change them here only. */
export const claims = {
  salesGrowth: '1,011%',
  interviewMinutes: '13,777+',
  /** The startups page quotes the earlier count of interview minutes. */
  interviewMinutesStartups: '12,600+',
  completedStudies: '10',
  conventionalSuccessRate: 17,
  jobsApproachSuccessRate: 86,
  productsThatFail: '83%',
  actionPlanDays: 90,
  supportMonths: 12,
  typicalInterviews: 12,
  maxClientRevenue: '$100m',
} as const;

export const homeStats: Stat[] = [
  {
    value: claims.salesGrowth,
    label: 'growth in one year',
    detail: 'Sales growth after acting on what customers told us',
  },
  {
    value: claims.interviewMinutes,
    label: 'interview minutes',
    detail: 'Recorded, transcribed and coded conversations with buyers',
  },
  {
    value: claims.completedStudies,
    label: 'completed research studies',
    detail: 'Across software, services, consumer goods and education',
  },
];

export const startupStats: Stat[] = [
  { value: claims.salesGrowth, label: 'growth in one year' },
  { value: claims.interviewMinutesStartups, label: 'interview minutes' },
  { value: claims.completedStudies, label: 'completed research studies' },
];
