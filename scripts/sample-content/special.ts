/**
 * Sample posts whose bodies exercise every block of CONTENT-CONTRACT.md's widget table, and
 * the awkward cases: a password-protected post, an empty title, a non-Latin slug, a deleted
 * featured image. Bodies are HTML as WordPress renders the block editor's output.
 */
const fourForces = {
  interviewee: 'Operations director, 40-person logistics firm',
  switchingFrom: ['A shared spreadsheet of delivery slots', 'Phone calls to each driver'],
  switchingTo: ['A route-planning subscription'],
  setup: [
    'The firm had grown from 12 to 40 people in two years.',
    'Every morning started with an hour of phone calls to confirm routes.',
  ],
  pushes: [
    'A missed delivery lost the firm its largest retail client.',
    'The planner who kept the spreadsheet resigned.',
  ],
  pulls: ['Routes planned in minutes, not hours', 'Drivers seeing changes on their phones'],
  habits: ['Everyone knew the spreadsheet', 'Drivers liked the morning call'],
  anxieties: ['Would older drivers use an app?', 'What if the data import failed in peak season?'],
  observations: [
    'The trigger was the lost client, not the planner leaving: the search began the same afternoon.',
    'Anxiety about drivers was resolved by a two-week pilot with the most sceptical driver.',
  ],
};

const accordionItems = [
  {
    id: 'who-runs-interviews',
    title: 'Who runs the interviews?',
    contentHtml:
      '<p>Trained Jobs-to-Be-Done interviewers from our team, never your sales staff.</p>',
    initiallyOpen: true,
  },
  {
    id: 'recordings',
    title: 'Do you record the calls?',
    contentHtml:
      '<p>Yes, with consent. Recordings are kept for 12 months and transcripts are <strong>anonymised</strong> before analysis.</p>',
    initiallyOpen: false,
  },
  {
    id: 'how-long',
    title: 'How long does a study take?',
    contentHtml: '<p>Insights in about four weeks, followed by a workshop and a 90-day plan.</p>',
    initiallyOpen: false,
  },
];

export interface SpecialPost {
  id: number;
  title: string;
  slug: string;
  date: string;
  tags: string[];
  categories: string[];
  excerptHtml: string;
  contentHtml: string;
  protected?: boolean;
  media?: 'own' | 'none' | 'deleted';
  motif?: string;
}

const attr = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const specialPosts: SpecialPost[] = [
  {
    id: 201,
    title: 'Watch: how a switch interview unfolds, minute by minute',
    slug: 'how-a-switch-interview-unfolds',
    date: '2025-05-30T10:00:00',
    tags: ['Customer Interviews', 'Switching Behaviour'],
    categories: ['Insights', 'Research Methods'],
    excerptHtml:
      '<p>Three recorded examples of a switch interview, with notes on what the interviewer listens for at each stage.</p>\n',
    contentHtml: `
<div data-toc data-toc-levels="h2,h3,h4,h5"></div>

<p>A switch interview reconstructs one real purchase from the first thought to the first use. These recordings show the rhythm of a good one.</p>

<h2 class="wp-block-heading">Example 1: a software purchase</h2>

<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">
https://www.youtube.com/watch?v=M7lc1UVf-VE
</div><figcaption class="wp-element-caption">Embedded while the site had no oEmbed access: the URL stays as text.</figcaption></figure>

<h3 class="wp-block-heading">What we listen for</h3>

<p>The first thought: what was happening the day the buyer first wondered whether there was a better way.</p>

<h2 class="wp-block-heading">Example 2: a services purchase</h2>

<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">
<iframe title="Switch interview: choosing an accountant" width="500" height="281" src="https://www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>
</div></figure>

<h3 class="wp-block-heading">What we listen for</h3>

<p>The moment of struggle: the event that turned passive looking into active looking.</p>

<h2 class="wp-block-heading">Example 3: a consumer purchase</h2>

<div data-video-url="https://youtu.be/ScMzIvxBSi4" data-video-title="Switch interview: a new mattress"></div>

<h3>How the interview was run</h3>

<p>Forty minutes on a video call, recorded with consent, with one interviewer and one note-taker.</p>

<h4>Notes for interviewers</h4>

<p>Let silence do the work. Buyers fill pauses with the details that matter.</p>

<h5>A reminder on consent</h5>

<p>Always confirm recording consent at the start, on the recording.</p>
`,
    motif: 'play',
  },
  {
    id: 202,
    title: 'The four forces behind a switch: a worked example',
    slug: 'four-forces-worked-example',
    date: '2025-05-16T10:00:00',
    tags: ['Jobs-to-Be-Done', 'Switching Behaviour'],
    categories: ['Insights'],
    excerptHtml:
      '<p>One interview, analysed force by force: what pushed a logistics firm away from its spreadsheet and what nearly held it back.</p>\n',
    contentHtml: `
<p>Below is the four-forces analysis of a single interview from a recent study, exactly as we present it to clients.</p>

<h2>The analysis</h2>

<div data-four-forces><script type="application/json">${attr(fourForces)}</script></div>

<h2>A block that failed to save properly</h2>

<p>The next block holds invalid data on purpose: the article must still render around it.</p>

<div data-four-forces><script type="application/json">{"interviewee": "Broken example", "switchingFrom": ["Unclosed list"</script></div>

<h2>What the analysis tells us</h2>

<p>The push was strong and sudden, the pull concrete, and the anxiety specific enough to be removed with a pilot.</p>
`,
    motif: 'forces',
  },
  {
    id: 203,
    title: 'Download: our switch-interview guide (PDF)',
    slug: 'switch-interview-guide-pdf',
    date: '2025-04-25T10:00:00',
    tags: ['Customer Interviews'],
    categories: ['Insights', 'Research Methods'],
    excerptHtml:
      '<p>The question guide our interviewers use, with the timeline prompts and the follow-ups for each of the four forces.</p>\n',
    contentHtml: `
<p>We publish the guide our own interviewers use. Read it below or download it.</p>

<h2>The guide</h2>

<div data-pdf-url="/sample-media/switch-interview-guide.pdf" id="switch-interview-guide" data-pdf-title="Switch-interview guide"></div>

<h2>The one-page summary</h2>

<div class="wp-block-file"><object class="wp-block-file__embed" data="/sample-media/four-forces-summary.pdf" type="application/pdf" style="width:100%;height:600px" aria-label="Embed of Four forces summary."></object><a id="wp-block-file--media-four-forces" href="/sample-media/four-forces-summary.pdf">Four forces summary</a><a href="/sample-media/four-forces-summary.pdf" class="wp-block-file__button wp-element-button" download aria-describedby="wp-block-file--media-four-forces">Download</a></div>

<h2>The worksheet</h2>

<div class="wp-block-file"><a id="wp-block-file--media-worksheet" href="/sample-media/forces-worksheet.csv">Four forces worksheet (CSV)</a><a href="/sample-media/forces-worksheet.csv" class="wp-block-file__button wp-element-button" download aria-describedby="wp-block-file--media-worksheet">Download</a></div>
`,
    motif: 'document',
  },
  {
    id: 204,
    title: 'Customer research: frequently asked questions',
    slug: 'customer-research-faq',
    date: '2025-04-04T10:00:00',
    tags: ['Customer Interviews', 'Jobs-to-Be-Done'],
    categories: ['Insights'],
    excerptHtml:
      '<p>How many interviews, who runs them, what happens to the recordings and how long a study takes.</p>\n',
    contentHtml: `
<p>The questions we hear most often before a study starts.</p>

<h2>About the interviews</h2>

<details class="wp-block-details" open><summary>How many interviews do you run?</summary>
<p>Around twelve, mixing recent buyers, competitors&#8217; customers and churned customers.</p>
</details>

<details class="wp-block-details"><summary>Who do you interview?</summary>
<p>People who made a buying decision in the last 90 days, including those who chose someone else.</p>
</details>

<details><summary>Can we listen in?</summary>
<p>Yes, muted and with the interviewee&#8217;s consent.</p>
</details>

<p>A paragraph between groups ends the first accordion.</p>

<details class="wp-block-details"><summary>Is there a guarantee?</summary>
<p>Yes: if we find no growth opportunity you want to pursue, you get your money back.</p>
</details>

<h2>About the study</h2>

<div data-accordion data-allow-multiple="true"><script type="application/json">${attr(accordionItems)}</script></div>
`,
    motif: 'questions',
  },
  {
    id: 205,
    title: 'Client debrief: Q2 pricing study',
    slug: 'client-debrief-q2-pricing-study',
    date: '2025-03-21T10:00:00',
    tags: ['Pricing'],
    categories: ['Insights'],
    excerptHtml: '',
    contentHtml: '',
    protected: true,
    motif: 'lock',
  },
  {
    id: 206,
    title: '',
    slug: '206',
    date: '2025-02-21T10:00:00',
    tags: ['Customer Interviews'],
    categories: ['Insights'],
    excerptHtml:
      '<p>Field note: a buyer who compared us with hiring a part-time analyst, and what that told us about price anchors. [&hellip;]</p>\n',
    contentHtml: `
<p>Field note: a buyer who compared us with hiring a part-time analyst, and what that told us about price anchors.</p>

<p>Published without a title by mistake; the site shows it as &#8220;Untitled&#8221;.</p>
`,
    media: 'none',
  },
  {
    id: 207,
    title: '顧客インタビューの始め方: starting customer interviews in Japan',
    slug: '%e9%a1%a7%e5%ae%a2%e3%82%a4%e3%83%b3%e3%82%bf%e3%83%93%e3%83%a5%e3%83%bc%e3%81%ae%e5%a7%8b%e3%82%81%e6%96%b9',
    date: '2024-12-10T10:00:00',
    tags: ['Customer Interviews'],
    categories: ['Insights'],
    excerptHtml:
      '<p>Recruiting and interviewing in Japan needs more context, more formality and more time. What we changed in our method.</p>\n',
    contentHtml: `
<p>Our method works in Japan with three adjustments: introductions through a trusted contact, a longer warm-up, and questions about the team&#8217;s decision rather than the individual&#8217;s.</p>

<h2>Introductions matter</h2>

<p>Cold invitations are rarely answered. A short introduction from a mutual contact fills the calendar.</p>
`,
    motif: 'globe',
  },
  {
    id: 208,
    title: 'Research ops: keeping recordings safe &amp; useful',
    slug: 'research-ops-recordings',
    date: '2024-11-26T10:00:00',
    tags: ['Customer Interviews'],
    categories: ['Insights', 'Research Methods'],
    excerptHtml:
      '<p>How we store, anonymise and eventually delete interview recordings, and why clients get transcripts rather than files.</p>\n',
    contentHtml: `
<p>Recordings are the raw material of a study and the most sensitive thing we hold.</p>

<h2>Retention</h2>

<p>Recordings are deleted after 12 months. Anonymised transcripts stay with the client.</p>
`,
    media: 'deleted',
  },
];

export interface SampleCaseStudy {
  title: string;
  slug: string;
  date: string;
  stages: string[];
  topics?: string[];
  excerpt: string;
  paragraphs: string[];
}

/** The live case study: a B2B software firm, stage by stage (no "Impact" tag exists yet). */
export const caseStudies: SampleCaseStudy[] = [
  {
    title: 'Live case study: a stalled B2B software firm invites us in',
    slug: 'live-case-study-kick-off',
    date: '2025-01-13T08:00:00',
    stages: ['Recruitment'],
    excerpt:
      'A 35-person workflow-software company has been flat at US$4m revenue for 18 months. We are documenting the whole study in public.',
    paragraphs: [
      'Our client sells workflow software to mid-sized manufacturers. Revenue has been flat for six quarters, the sales team blames lead quality and marketing blames the pitch.',
      'With the client’s permission we will publish every stage of the study here: recruitment, interviews, analysis, insights and impact.',
    ],
  },
  {
    title: 'Recruitment: finding 14 people who chose (and rejected) the product',
    slug: 'live-case-study-recruitment',
    date: '2025-01-27T08:00:00',
    stages: ['Recruitment'],
    topics: ['Customer Interviews'],
    excerpt:
      'Six recent buyers, four customers of competitors and four cancelled accounts agreed to talk. How we found them in nine days.',
    paragraphs: [
      'We asked the CEO to send a short, personal invitation to buyers from the last 90 days. Seven replied within two days.',
      'Competitors’ customers came through a neutral research panel; churned customers through the account managers who had known them.',
    ],
  },
  {
    title: 'Interviews, week one: the spreadsheet is the real competitor',
    slug: 'live-case-study-interviews-week-one',
    date: '2025-02-10T08:00:00',
    stages: ['Interviews'],
    topics: ['Switching Behaviour'],
    excerpt:
      'Five interviews in, a pattern: buyers were not comparing vendors. They were deciding whether to leave a spreadsheet.',
    paragraphs: [
      'Four of the first five buyers described a shared spreadsheet that had “finally broken” during an audit.',
      'None of them had looked at the competitors on the client’s comparison page.',
    ],
  },
  {
    title: 'Interviews, week two: what cancelled customers told us',
    slug: 'live-case-study-interviews-week-two',
    date: '2025-02-24T08:00:00',
    stages: ['Interviews'],
    topics: ['Churn &amp; Retention'],
    excerpt:
      'Every cancellation followed a change of champion. The product did not get worse; the person who hired it left.',
    paragraphs: [
      'All four churned accounts lost the person who had chosen the product within three months of cancelling.',
      'Nobody else in those firms knew why the product had been bought.',
    ],
  },
  {
    title: 'Interviews, week three: competitors&#8217; customers on price',
    slug: 'live-case-study-interviews-week-three',
    date: '2025-03-10T08:00:00',
    stages: ['Interviews'],
    topics: ['Pricing'],
    excerpt:
      'Customers of a cheaper rival did not choose it for price. They chose it because its sales team offered to migrate their data.',
    paragraphs: [
      'Three of four competitor customers named data migration as the deciding factor.',
      'Our client charges for migration; the rival includes it.',
    ],
  },
  {
    title: 'Analysis begins: coding 14 interviews into four forces',
    slug: 'live-case-study-analysis-begins',
    date: '2025-03-24T08:00:00',
    stages: ['Analysis'],
    topics: ['Jobs-to-Be-Done'],
    excerpt:
      'Over 700 minutes of transcripts, coded into pushes, pulls, habits and anxieties. The first map of forces is taking shape.',
    paragraphs: [
      'We code every statement about the old way, the new way and the decision into one of the four forces.',
      'The strongest push so far is audit failure; the strongest anxiety is data migration.',
    ],
  },
  {
    title: 'Analysis: three jobs, one of them unserved',
    slug: 'live-case-study-analysis-three-jobs',
    date: '2025-04-07T08:00:00',
    stages: ['Analysis'],
    topics: ['Jobs-to-Be-Done', 'Product–Market Fit'],
    excerpt:
      'Buyers hire the product to pass audits, to onboard new staff and, surprisingly, to prove compliance to their own customers.',
    paragraphs: [
      'The third job, proving compliance to customers, appeared in five interviews and is not mentioned anywhere on the client’s website.',
    ],
  },
  {
    title: 'Analysis: the buying timeline, stage by stage',
    slug: 'live-case-study-analysis-buying-timeline',
    date: '2025-04-21T08:00:00',
    stages: ['Analysis'],
    excerpt:
      'From first thought to first use took a median of 11 weeks. The longest stall is between choosing and signing.',
    paragraphs: [
      'Buyers decided quickly once they started looking, then waited weeks for IT and finance approval.',
      'An approval pack for the champion is now top of the list of experiments.',
    ],
  },
  {
    title: 'Analysis: sharing the first findings with the leadership team',
    slug: 'live-case-study-analysis-leadership-readout',
    date: '2025-05-05T08:00:00',
    stages: ['Analysis', 'Recruitment'],
    excerpt:
      'The leadership team saw the forces map for the first time. The sales director’s reaction: “We have been pitching the wrong job.”',
    paragraphs: [
      'We walked the team through the forces and the three jobs, with verbatim quotes for each.',
      'Next: the insights workshop, where the team chooses which opportunities to pursue.',
    ],
  },
];
