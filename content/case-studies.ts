import type { StageName } from '@/lib/wordpress/constants';

/**
 * Copy of /case-studies: the live case study's intro, its story, the five-step timeline and
 * the list of its updates. The active stage moves as the study progresses.
 */
export const caseStudiesPage = {
  metaTitle: 'Live Case Study',
  metaDescription:
    'Follow a real Jobs-to-Be-Done study as it happens: recruitment, customer interviews, analysis, insights and the impact on a stalled B2B software firm.',
  eyebrow: 'Live case study',
  heading: 'Watch a customer-research study unfold, stage by stage',
  intro:
    'A 35-person software company, flat at US$4m revenue for six quarters, agreed to let us publish its study as it happens. Every update below is written the week the work is done.',
  video: {
    url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    title: 'Introducing the live case study',
    description:
      'Why a software company flat at US$4m revenue agreed to have its customer-research study published as it happens, and what each update will show.',
    uploadDate: '2025-01-20',
  },
  storyHeading: "What's happening here?",
  story: [
    'Most case studies are written after the fact, with the messy parts removed. This one is not. We are running a complete Jobs-to-Be-Done study for a real client and documenting each stage in public, with the client’s permission and with every interviewee anonymised.',
    'You will see how we recruit the right people, what they tell us in switch interviews, how we turn hundreds of minutes of conversation into forces and jobs, and what the client decides to do with the findings.',
    'Filter the updates by stage, or search them for a topic that matters to your own business.',
  ],
  timelineHeading: 'Where the study is now',
  timeline: [
    {
      stage: 'Recruitment',
      text: 'Finding recent buyers, competitors’ customers and churned accounts.',
    },
    { stage: 'Interviews', text: 'Switch interviews reconstructing real purchase decisions.' },
    { stage: 'Analysis', text: 'Coding every story into pushes, pulls, habits and anxieties.' },
    { stage: 'Insights', text: 'A workshop that turns the forces into opportunities.' },
    { stage: 'Impact', text: 'The 90-day plan in action, and what it changes.' },
  ] satisfies { stage: StageName; text: string }[],
  activeStage: 'Analysis' satisfies StageName,
  currentStageLabel: 'current stage',
  updatesHeading: 'Latest Updates',
  stageFilterLabel: 'Filter by stage',
  allStages: 'All stages',
  tagMissingHint: '(tag not created yet)',
  search: {
    label: 'Search case-study updates',
    placeholder: 'Search updates...',
    button: 'Search',
  },
  card: { ctaLabel: 'Read update →', protectedText: '' },
  loading: 'Loading case-study updates…',
  pagination: { previous: 'Previous', next: 'Next', navLabel: 'Case-study pages' },
  pageStatus: (page: number, pages: number, total: number) =>
    `Page ${page} of ${pages} — ${total} posts`,
  empty: 'No case studies found.',
  emptyHint: 'Try clearing the stage filter or changing your search.',
  failureTitle: 'We can’t load the case-study updates right now',
  failureText:
    'Our content server is not answering. The rest of the site works as usual; please try again in a minute.',
  reload: 'Try again',
} as const;
