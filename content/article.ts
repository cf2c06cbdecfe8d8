/**
 * Copy of the article page /insights/{slug}, its blocks and its error views. The error texts
 * ('Post Not Found', 'Failed to fetch post: {status}', 'Try Again') are fixed wording: the
 * browser tests look for them.
 */
export const articlePage = {
  backToCaseStudies: 'Back to Case Studies',
  viewInsights: 'View Insights',
  backToInsights: 'Back to Insights',
  viewCaseStudies: 'View Case Studies',
  notFoundTitle: 'Post Not Found',
  notFoundText:
    'This article does not exist or has been moved. Browse the latest insights instead.',
  loadFailed: 'Failed to load post. This might be due to network issues or CORS restrictions.',
  fetchFailed: (status: number) => `Failed to fetch post: ${status}`,
  tryAgain: 'Try Again',
  /** Shown when WordPress has failed for over a day and only an older copy is kept. */
  outdatedTitle: 'This article may be out of date',
  outdatedText: (date: string) =>
    `We cannot reach our content server right now, so this is the copy we last received, on ${date}. Please check back later for the current version.`,
  protectedTitle: 'This post is password protected',
  protectedText:
    'The author has shared this article with a password. It cannot be read here; ask us for access if you need it.',
  relatedHeading: 'Related insights',
  caseStudyNavHeading: 'More from the live case study',
  previousUpdate: 'Previous update',
  nextUpdate: 'Next update',
  readMore: 'Read Full Article →',
  publishedOn: 'Published',
  fallbackDescription:
    'An article from Hidden Growth on customer-demand research and Jobs-to-Be-Done: why customers buy, switch and stay.',
  pdfDownload: 'Download PDF',
  pdfFallbackTitle: 'PDF document',
  videoFallbackTitle: 'Video',
  authorName: 'Hidden Growth',
  /** The trail above an article: Home › Insights (or Case Studies) › the post's title. */
  breadcrumbLabel: 'Breadcrumb',
  breadcrumbHome: 'Home',
  breadcrumbInsights: 'Insights',
  breadcrumbCaseStudies: 'Case Studies',
} as const;
