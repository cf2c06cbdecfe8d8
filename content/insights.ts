/**
 * Copy of /insights and its failure panel. The list's fixed wording ('Growth Insights', 'All
 * Topics', 'Showing X-Y of N insights', the failure panel's texts) is what the browser tests
 * look for; the rest is the consultancy's own voice.
 */
export const insightsPage = {
  metaTitle: 'Growth Insights',
  metaDescription:
    'Articles on customer-demand research and Jobs-to-Be-Done: why customers buy, switch and churn, and how to turn their reasons into growth.',
  eyebrow: 'Insights',
  heading: 'Growth Insights',
  intro:
    'What we learn from thousands of minutes of customer interviews: why people buy, why they switch, why they leave, and what founders can do about it.',
  allTopics: 'All Topics',
  topicsLabel: 'Filter by topic',
  search: { label: 'Search insights', placeholder: 'Search insights...', button: 'Search' },
  activeFilters: 'Active filters',
  clearAll: 'Clear all',
  searchChip: (query: string) => `Search: “${query}”`,
  topicChip: (name: string) => `Topic: ${name}`,
  removeFilter: (label: string) => `Remove filter ${label}`,
  unknownTopic: 'Selected topic',
  card: { ctaLabel: 'Read Full Article →', protectedText: 'This article is password protected.' },
  loading: 'Loading insights…',
  resultsHeading: 'Articles',
  pagination: { previous: 'Previous', next: 'Next', navLabel: 'Insights pages' },
  showing: (from: number, to: number, total: number) =>
    `Showing ${from}-${to} of ${total} insights`,
  emptyFiltered: 'No insights match your filters.',
  clearAllFilters: 'Clear all filters',
  emptyAll: 'No insights available at the moment.',
  feedTitle: 'Hidden Growth: Growth Insights',
  feedDescription:
    'New articles on customer-demand research, Jobs-to-Be-Done, pricing, positioning and retention.',
  rssLink: 'RSS feed',
} as const;

/** The failure panel when the content server cannot be reached and nothing is kept. */
export const insightsFallback = {
  title: 'VPN Blocking Our Content Server',
  text: "We can't load the latest Insights from our CMS right now. If you're using a VPN or privacy service, try changing location or switching it off and hit 'Reload'. Your connection is otherwise fine.",
  reload: 'Reload Latest Insights',
  reloading: 'Reloading…',
  cachedHeading: 'Recently Cached Growth Insights',
  opensInNewTab: '(opens in a new tab)',
  demoHeading: 'Growth Insights (Demo Mode)',
  noCached: 'No cached insights available at the moment.',
  disableVpn: 'Disable your VPN and reload to see the latest growth insights.',
} as const;
