/**
 * The authored source of the embedded sample's insights (see build.ts). Each becomes a
 * WordPress post in content/wordpress/posts.json, rendered as the block editor renders it.
 */
export interface SampleSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface SampleInsight {
  title: string;
  slug: string;
  date: string;
  tags: string[];
  categories?: string[];
  excerpt: string;
  intro: string;
  sections: SampleSection[];
  /** Leave the excerpt to WordPress (first words of the content with " […]"). */
  autoExcerpt?: boolean;
  motif?: string;
}

export const insights: SampleInsight[] = [
  {
    title: 'Why your customers &#8216;hire&#8217; your product (and when they fire it)',
    slug: 'why-customers-hire-your-product',
    date: '2025-06-24T09:00:00',
    tags: ['Jobs-to-Be-Done', 'Switching Behaviour'],
    excerpt:
      'Nobody buys a product for its features. They buy progress in a specific situation. Once you see the job, your roadmap, pricing and messaging get simpler.',
    intro:
      'Every purchase is a decision to stop doing something and start doing something else. Jobs-to-Be-Done research studies that moment: the situation, the struggle and the progress the buyer hoped for.',
    sections: [
      {
        heading: 'The job is not the feature list',
        paragraphs: [
          'When we ask founders why customers buy, we usually hear a feature list. When we ask customers, we hear a story: a deadline, a frustrated manager, a spreadsheet that finally broke. The story is the job.',
          'A job has a trigger, a set of workarounds tried first, and a moment when the old way became unbearable. Those three facts predict demand far better than any persona.',
        ],
      },
      {
        heading: 'When customers fire you',
        paragraphs: [
          'Customers fire a product when it stops making the progress they hired it for, or when their situation changes. Churn interviews are job interviews in reverse: what changed, and what did they hire instead?',
        ],
        list: [
          'Ask about the last time they used it, not the first.',
          'Find the event that made them look for alternatives.',
          'Name what they switched to, including “nothing”.',
        ],
      },
    ],
  },
  {
    title: 'Twelve interviews are usually enough. Here&#8217;s why',
    slug: 'twelve-interviews-are-enough',
    date: '2025-06-17T09:00:00',
    tags: ['Customer Interviews', 'Jobs-to-Be-Done'],
    excerpt:
      'Buying stories converge quickly. By the tenth switch interview, new conversations mostly confirm patterns you already have.',
    intro:
      'Clients often expect research to mean hundreds of survey responses. Our studies typically use around twelve in-depth interviews, and the reason is saturation, not budget.',
    sections: [
      {
        heading: 'Saturation arrives early in switch interviews',
        paragraphs: [
          'Switch interviews reconstruct a real purchase in detail: the first thought, the passive looking, the active comparison, the decision. Because the forces acting on buyers are limited, the same patterns appear again and again.',
          'In our last ten studies, more than 90% of the forces we reported had appeared by interview eight.',
        ],
      },
      {
        heading: 'Who the twelve should be',
        paragraphs: [
          'Mix recent buyers, people who chose a competitor and people who churned. Recency matters more than volume: a purchase from the last 90 days is remembered in useful detail.',
        ],
      },
    ],
  },
  {
    title: 'Price objections are rarely about price',
    slug: 'price-objections-are-rarely-about-price',
    date: '2025-06-10T09:00:00',
    tags: ['Pricing', 'Sales Conversion'],
    excerpt:
      'When prospects say “too expensive”, they usually mean “I can’t yet see the progress this buys me.” Research shows which progress to make visible.',
    intro:
      'A price objection is a signal that the value story and the buyer’s job have not met. Discounting treats the symptom; research finds the missing link.',
    sections: [
      {
        heading: 'What “too expensive” means in interviews',
        paragraphs: [
          'When we replay lost deals with the buyer, “too expensive” splits into three different stories: the buyer could not picture the outcome, could not justify it to someone else, or feared the switching effort more than the price.',
        ],
        list: [
          'Outcome not visible: show the before-and-after of the job.',
          'Hard to justify: give the champion the words for their boss.',
          'Switching anxiety: lower the perceived effort of moving.',
        ],
      },
      {
        heading: 'Fix the story before the number',
        paragraphs: [
          'In one study, changing the first sales call to open with the buyer’s trigger event lifted close rates more than a 15% discount had.',
        ],
      },
    ],
  },
  {
    title: 'The four forces of progress, explained with a coffee machine',
    slug: 'four-forces-of-progress-coffee-machine',
    date: '2025-06-03T09:00:00',
    tags: ['Jobs-to-Be-Done', 'Switching Behaviour'],
    excerpt:
      'Push, pull, habit and anxiety decide every switch. An office coffee machine purchase shows all four in a single afternoon.',
    intro:
      'The four forces model is the backbone of our analysis. It explains why a better product can still lose, and why a worse one sometimes wins.',
    sections: [
      {
        heading: 'Push and pull create demand',
        paragraphs: [
          'The push is the problem with today: queues at the café, cold coffee, wasted time. The pull is the picture of a better tomorrow: fresh coffee at the desk, a team that lingers and talks.',
        ],
      },
      {
        heading: 'Habit and anxiety hold it back',
        paragraphs: [
          'Habit is the comfort of the café run. Anxiety is the fear of a machine nobody cleans. A sale happens only when push and pull outweigh habit and anxiety together, which is why reducing anxiety is often the cheapest growth lever.',
        ],
      },
    ],
  },
  {
    title: 'How to recruit customers who will actually talk to you',
    slug: 'recruit-customers-for-interviews',
    date: '2025-05-27T09:00:00',
    tags: ['Customer Interviews'],
    excerpt:
      'Response rates depend on who asks, when, and what you promise. A short, personal note from the founder beats any incentive.',
    intro:
      'Recruitment is where most in-house research stalls. These are the practices that fill an interview calendar within two weeks.',
    sections: [
      {
        heading: 'Ask soon after the decision',
        paragraphs: [
          'Invite buyers within 90 days of purchase and churned customers within 30 days of cancelling. Memory fades quickly, and so does goodwill.',
        ],
      },
      {
        heading: 'Make the request small and specific',
        paragraphs: [
          'Ask for 30 minutes, explain that you want to learn how they decided, and promise not to sell. A founder’s own email gets a reply rate two to three times higher than a generic research invitation.',
        ],
        list: [
          'Send from a person, not a no-reply address.',
          'Offer three concrete time slots.',
          'Thank them with a donation or voucher after the call, not before.',
        ],
      },
    ],
  },
  {
    title: 'Churn interviews: what your cancelled customers know',
    slug: 'churn-interviews-cancelled-customers',
    date: '2025-05-20T09:00:00',
    tags: ['Churn &amp; Retention', 'Customer Interviews'],
    excerpt:
      'Exit surveys say “price” or “not using it”. A 30-minute conversation reveals the changed situation behind the cancellation.',
    intro:
      'Cancelled customers are the most honest source of insight you have: they no longer need to be polite about your product.',
    sections: [
      {
        heading: 'Look for the changed situation',
        paragraphs: [
          'Most churn starts with a change on the customer’s side: a new manager, a merged team, a budget review. The product did not get worse; the job moved.',
        ],
      },
      {
        heading: 'Turn stories into retention plays',
        paragraphs: [
          'Once the triggering events are known, you can watch for them. One client now calls every account whose champion changes jobs; churn in that group fell by a third.',
        ],
      },
    ],
  },
  {
    title: 'Positioning starts with the competitor you never think about',
    slug: 'positioning-starts-with-the-real-competitor',
    date: '2025-05-13T09:00:00',
    tags: ['Positioning', 'Switching Behaviour'],
    excerpt:
      'Your real competition is often a spreadsheet, an intern or doing nothing. Positioning against it changes everything downstream.',
    intro:
      'Ask buyers what they used before they found you and you will rarely hear the names on your competitor slide.',
    sections: [
      {
        heading: 'Nonconsumption is a competitor',
        paragraphs: [
          'In a study for an HR software firm, 7 of 12 buyers had been using a shared spreadsheet and a calendar. The sales deck compared the product with three enterprise suites those buyers had never considered.',
        ],
      },
      {
        heading: 'Position against the workaround',
        paragraphs: [
          'When the homepage started with “Outgrown your onboarding spreadsheet?”, demo requests from small firms doubled in six weeks.',
        ],
      },
    ],
  },
  {
    title: 'Product&#8211;market fit is a set of jobs, not a number',
    slug: 'product-market-fit-is-a-set-of-jobs',
    date: '2025-05-06T09:00:00',
    tags: ['Product–Market Fit', 'Jobs-to-Be-Done'],
    excerpt:
      'A survey score tells you whether you have fit. Interviews tell you for which job, in which situation, and how to find more of it.',
    intro:
      'Founders chase a product–market fit score as if it were a finish line. Fit is always fit for a particular job, and different customers may hire you for different ones.',
    sections: [
      {
        heading: 'Segment by job, not by firmographics',
        paragraphs: [
          'Two customers of the same size and industry may hire you for entirely different progress. Grouping by job reveals the segment where fit is strongest.',
        ],
      },
      {
        heading: 'Double down where pull is strongest',
        paragraphs: [
          'Once you know the job with the strongest pull, focus acquisition, onboarding and roadmap on it. Growth usually follows within a quarter.',
        ],
      },
    ],
  },
  {
    title: 'Why surveys can&#8217;t tell you why people buy',
    slug: 'why-surveys-cant-tell-you-why',
    date: '2025-04-29T09:00:00',
    tags: ['Customer Interviews'],
    excerpt:
      'Surveys measure what you already know to ask. Causes of buying live in stories, and stories need conversation.',
    intro:
      'Surveys are excellent for sizing a pattern you have already found. They are poor at finding it.',
    sections: [
      {
        heading: 'The answer options are your assumptions',
        paragraphs: [
          'Every multiple-choice question encodes a hypothesis. If the true reason is not among the options, respondents pick the nearest one and the survey confirms what you believed.',
        ],
      },
      {
        heading: 'Interview first, survey second',
        paragraphs: [
          'Use twelve interviews to discover the forces, then a survey to measure how common each one is. The order matters.',
        ],
      },
    ],
  },
  {
    title: 'Mapping the buying timeline: from first thought to first use',
    slug: 'mapping-the-buying-timeline',
    date: '2025-04-22T09:00:00',
    tags: ['Switching Behaviour', 'Sales Conversion'],
    excerpt:
      'Buyers move through passive looking, active looking, deciding and consuming. Each stage needs different messages and different proof.',
    intro:
      'The buying timeline is how we turn interview stories into something a marketing team can act on.',
    sections: [
      {
        heading: 'Passive and active looking',
        paragraphs: [
          'In passive looking, buyers notice the problem but do nothing. A trigger event turns it into active looking, when they compare options and ask colleagues. Most marketing speaks only to the second stage.',
        ],
      },
      {
        heading: 'Deciding and the first use',
        paragraphs: [
          'Decisions stall on anxiety: will it work, will my team adopt it? The first use decides whether the buyer becomes a customer or a refund.',
        ],
      },
    ],
  },
  {
    title: 'Onboarding is the last step of the sale',
    slug: 'onboarding-is-the-last-step-of-the-sale',
    date: '2025-04-15T09:00:00',
    tags: ['Churn &amp; Retention'],
    excerpt:
      'Early churn is usually a broken promise: the first week did not deliver the progress the buyer hired you for.',
    intro:
      'Most early churn is decided in the first fortnight, long before a renewal conversation.',
    sections: [
      {
        heading: 'Deliver the hired progress first',
        paragraphs: [
          'Map the job the customer hired you for and rebuild onboarding around the quickest route to that progress, even if it skips features you are proud of.',
        ],
      },
    ],
    autoExcerpt: true,
  },
  {
    title: 'Stalled growth? Start with the customers you lost to a competitor',
    slug: 'stalled-growth-lost-to-competitor',
    date: '2025-04-08T09:00:00',
    tags: ['Sales Conversion', 'Positioning'],
    excerpt:
      'Lost deals are expensive lessons that most companies never collect. Interviewing them is the fastest route to a better pitch.',
    intro:
      'When growth stalls, the instinct is to generate more leads. The better question is why the leads you already have choose someone else.',
    sections: [
      {
        heading: 'Interview the ones who said no',
        paragraphs: [
          'Buyers who chose a competitor are usually happy to explain why, as long as you promise not to sell. Their reasons are rarely the ones your sales team records in the CRM.',
        ],
      },
      {
        heading: 'Fix the pattern, not the deal',
        paragraphs: [
          'A single lost deal is an anecdote. Six lost deals with the same anxiety are a fixable pattern.',
        ],
      },
    ],
  },
  {
    title: 'Value-based pricing without guesswork',
    slug: 'value-based-pricing-without-guesswork',
    date: '2025-04-01T09:00:00',
    tags: ['Pricing'],
    excerpt:
      'Value-based pricing needs a number for value. Switch interviews give you one: what the old way was costing the buyer.',
    intro:
      'Everyone agrees pricing should reflect value. Few teams know how to measure value before they set the price.',
    sections: [
      {
        heading: 'Measure the cost of the old way',
        paragraphs: [
          'In interviews, ask what the problem cost before the switch: hours, missed revenue, staff turnover. Buyers remember these numbers because they justified the purchase with them.',
        ],
      },
      {
        heading: 'Price as a share of progress',
        paragraphs: [
          'With a credible value range, price as a share of it, and package tiers around the different jobs customers hire you for.',
        ],
      },
    ],
  },
  {
    title: 'Founders are the worst interviewers of their own customers',
    slug: 'founders-worst-interviewers',
    date: '2025-03-25T09:00:00',
    tags: ['Customer Interviews'],
    excerpt:
      'Customers are polite to founders, and founders hear what they hope for. A neutral interviewer gets the uncomfortable truth.',
    intro:
      'Founders know their product better than anyone, and that is exactly the problem in an interview.',
    sections: [
      {
        heading: 'Politeness bias',
        paragraphs: [
          'Customers soften criticism when they speak to the person who built the product. They praise features and skip the workarounds they still use.',
        ],
      },
      {
        heading: 'Confirmation bias',
        paragraphs: [
          'Founders unconsciously follow up on answers that confirm the roadmap. An outside interviewer follows the story instead.',
        ],
      },
    ],
  },
  {
    title: 'The &#8220;do nothing&#8221; option is winning your deals',
    slug: 'do-nothing-is-winning-your-deals',
    date: '2025-03-18T09:00:00',
    tags: ['Sales Conversion', 'Switching Behaviour'],
    excerpt:
      'Most lost opportunities are not lost to a competitor. They are lost to the status quo, and the status quo has habit on its side.',
    intro:
      'Pipeline reviews count deals lost to competitors. The larger number, deals lost to no decision, rarely gets a post-mortem.',
    sections: [
      {
        heading: 'Habit is a silent competitor',
        paragraphs: [
          'Buyers stay with the old way because it is familiar and predictable. Your pitch must make the cost of staying visible, not only the benefits of moving.',
        ],
      },
      {
        heading: 'Lower the cost of the first step',
        paragraphs: [
          'A pilot, a migration service or a guarantee reduces anxiety enough to let push and pull win.',
        ],
      },
    ],
  },
  {
    title: 'What 13,777 minutes of interviews taught us about buying',
    slug: 'what-13777-minutes-of-interviews-taught-us',
    date: '2025-03-11T09:00:00',
    tags: ['Customer Interviews', 'Jobs-to-Be-Done'],
    excerpt:
      'Patterns from hundreds of hours of switch interviews across B2B software, services and consumer products.',
    intro:
      'After more than 13,777 minutes of recorded interviews, a few lessons hold in every market we have studied.',
    sections: [
      {
        heading: 'Triggers beat personas',
        paragraphs: [
          'The moment someone starts looking predicts what they will buy better than their job title or company size.',
        ],
      },
      {
        heading: 'Anxiety is under-served',
        paragraphs: [
          'Most websites are all pull and no reassurance. Addressing the top two anxieties is often the quickest win a study produces.',
        ],
      },
    ],
  },
  {
    title: 'Retention starts before the contract is signed',
    slug: 'retention-starts-before-the-contract',
    date: '2025-03-04T09:00:00',
    tags: ['Churn &amp; Retention', 'Sales Conversion'],
    excerpt:
      'Customers sold on the wrong job churn on schedule. Qualifying by job improves both conversion and retention.',
    intro:
      'Sales teams rewarded for closing will close customers whose job you cannot do. Retention pays for it a year later.',
    sections: [
      {
        heading: 'Qualify by job',
        paragraphs: [
          'Add two questions to discovery calls: what triggered the search, and what happens if they do nothing. The answers predict fit better than budget.',
        ],
      },
    ],
  },
  {
    title: 'Writing a homepage headline from interview transcripts',
    slug: 'homepage-headline-from-interview-transcripts',
    date: '2025-02-25T09:00:00',
    tags: ['Positioning'],
    excerpt:
      'The best headline is usually a sentence a customer already said. Here is how we find it in a pile of transcripts.',
    intro:
      'Copywriters invent. Researchers listen. The most effective headline in our last three studies came straight from a customer’s mouth.',
    sections: [
      {
        heading: 'Highlight the struggling moment',
        paragraphs: [
          'Mark every sentence in which a customer describes the moment the old way failed. Those sentences carry the emotion a headline needs.',
        ],
      },
      {
        heading: 'Test with the customer’s words',
        paragraphs: [
          'Run two or three verbatim phrases as headline variants. They consistently beat the team’s polished alternatives.',
        ],
      },
    ],
  },
  {
    title: 'When to raise prices: signals from customer interviews',
    slug: 'when-to-raise-prices',
    date: '2025-02-18T09:00:00',
    tags: ['Pricing'],
    excerpt:
      'If customers describe your product as a bargain for the job it does, you have room to move. Listen for it.',
    intro:
      'Price rises frighten founders more than customers. Interviews tell you how much headroom you have before anyone switches.',
    sections: [
      {
        heading: 'Signals of headroom',
        paragraphs: [
          'Customers comparing you with hiring a person, rather than with other software, are pricing you against a far higher anchor.',
        ],
        list: [
          'They cannot name an alternative.',
          'They describe the cost of the old way in thousands, not hundreds.',
          'They would pay for faster access to the outcome.',
        ],
      },
    ],
  },
  {
    title: 'Your best customers hired you for a job you don&#8217;t advertise',
    slug: 'best-customers-hired-you-for-another-job',
    date: '2025-02-11T09:00:00',
    tags: ['Jobs-to-Be-Done', 'Product–Market Fit'],
    excerpt:
      'The customers who stay longest and pay most often use your product in a way your marketing never mentions.',
    intro:
      'Look at the top decile of your customers by lifetime value and ask them why they bought. The answer is often a surprise.',
    sections: [
      {
        heading: 'Find the hidden job',
        paragraphs: [
          'A project-management client discovered its most loyal customers used it for client reporting, not planning. Repositioning around reporting doubled trial conversion.',
        ],
      },
    ],
  },
  {
    title: 'Customer research for startups with fewer than ten customers',
    slug: 'customer-research-for-early-startups',
    date: '2025-02-04T09:00:00',
    tags: ['Product–Market Fit', 'Customer Interviews'],
    excerpt:
      'Early-stage research is about the struggle, not your product. Interview people who tried to solve the problem without you.',
    intro:
      'With only a handful of customers, you cannot interview buyers at scale. You can interview people who struggle with the job.',
    sections: [
      {
        heading: 'Interview the struggle',
        paragraphs: [
          'Find people who recently tried to make the progress your product promises, whatever they used. Their workarounds are your competition and your roadmap.',
        ],
      },
      {
        heading: 'Beware compliments',
        paragraphs: [
          'Early interviewees like founders. Ask about past behaviour and money spent, never about future intentions.',
        ],
      },
    ],
  },
  {
    title: 'The interview question that reveals the real trigger',
    slug: 'interview-question-that-reveals-the-trigger',
    date: '2025-01-28T09:00:00',
    tags: ['Customer Interviews', 'Switching Behaviour'],
    excerpt:
      '“What was going on the day you first thought about this?” opens more buying stories than any other question we ask.',
    intro:
      'Triggers are the most valuable fact in a switch interview, and buyers rarely volunteer them. One question usually finds them.',
    sections: [
      {
        heading: 'Anchor the memory in a day',
        paragraphs: [
          'Asking about a specific day, with the weather, the meeting, the person who said something, unlocks episodic memory. Buyers then recall details they had forgotten.',
        ],
      },
    ],
    autoExcerpt: true,
  },
  {
    title: 'Why feature requests are a poor guide to the roadmap',
    slug: 'feature-requests-poor-roadmap-guide',
    date: '2025-01-21T09:00:00',
    tags: ['Product–Market Fit'],
    excerpt:
      'Customers request solutions shaped by the product they know. The job behind the request points somewhere better.',
    intro:
      'A backlog full of feature requests feels like customer-centricity. It is often the opposite.',
    sections: [
      {
        heading: 'Ask what the feature would let them do',
        paragraphs: [
          'Behind every request is a struggle. Two customers asking for “export to Excel” may want to share results with a boss or to escape your product entirely.',
        ],
      },
    ],
  },
  {
    title: 'Sales &amp; marketing alignment starts with one shared story',
    slug: 'sales-and-marketing-alignment-shared-story',
    date: '2025-01-14T09:00:00',
    tags: ['Sales Conversion', 'Positioning'],
    excerpt:
      'When sales and marketing argue about lead quality, they usually disagree about the customer’s job. Research gives them the same story.',
    intro:
      'Misaligned teams describe different customers. A shared buying timeline ends the argument.',
    sections: [
      {
        heading: 'One timeline, two teams',
        paragraphs: [
          'Marketing owns passive and active looking; sales owns deciding. When both work from the same interview evidence, hand-offs stop leaking.',
        ],
      },
    ],
  },
  {
    title: 'Anxiety is the cheapest lever in your funnel',
    slug: 'anxiety-is-the-cheapest-lever',
    date: '2025-01-07T09:00:00',
    tags: ['Sales Conversion', 'Switching Behaviour'],
    excerpt:
      'Guarantees, migration help and social proof cost little and remove the fears that stall decisions.',
    intro:
      'Teams spend heavily on pull: features, campaigns, brand. The forces holding buyers back are often cheaper to move.',
    sections: [
      {
        heading: 'List the anxieties buyers mention',
        paragraphs: [
          'Will it work for a firm like ours? Will my team use it? What if I choose wrong? Each anxiety has a specific, inexpensive answer.',
        ],
      },
    ],
  },
  {
    title: 'A year of switch interviews in B2B services',
    slug: 'a-year-of-switch-interviews-b2b-services',
    date: '2024-12-17T09:00:00',
    tags: ['Switching Behaviour', 'Customer Interviews'],
    categories: ['Insights', 'Analysis'],
    excerpt:
      'Accountants, agencies and consultancies are hired and fired for reasons their websites never mention. A look back at twelve months of studies.',
    intro:
      'Services buyers switch providers less often than software buyers, and when they do the story is dramatic.',
    sections: [
      {
        heading: 'Relationships end on a single event',
        paragraphs: [
          'A missed deadline, a new account manager, a surprise invoice: services switches almost always trace back to one memorable event.',
        ],
      },
    ],
  },
  {
    title: 'Competitor research without spying: interview their customers',
    slug: 'interview-your-competitors-customers',
    date: '2024-12-03T09:00:00',
    tags: ['Positioning', 'Customer Interviews'],
    excerpt:
      'Your competitor’s customers will tell you why they chose it, what they miss and what would make them switch.',
    intro:
      'Feature comparisons tell you what competitors built. Their customers tell you why it sells.',
    sections: [
      {
        heading: 'Recruiting competitor customers ethically',
        paragraphs: [
          'Use a neutral research brand, disclose that the study is commissioned, and never pitch. Most people enjoy explaining a decision they are proud of.',
        ],
      },
    ],
  },
  {
    title: 'Repeat purchase is a job done well twice',
    slug: 'repeat-purchase-job-done-twice',
    date: '2024-11-19T09:00:00',
    tags: ['Churn &amp; Retention', 'Jobs-to-Be-Done'],
    excerpt:
      'Low repeat business means the first purchase did not deliver the expected progress, or the job does not recur the way you think.',
    intro: 'Repeat purchase rates are a verdict on how well the first purchase did its job.',
    sections: [
      {
        heading: 'Does the job recur?',
        paragraphs: [
          'Some jobs happen once a year, some once a week. Matching your reminders and offers to the job’s real rhythm lifted repeat orders by 40% for one retailer.',
        ],
      },
    ],
  },
  {
    title: 'From insight to action: the 90-day plan',
    slug: 'from-insight-to-action-90-day-plan',
    date: '2024-11-05T09:00:00',
    tags: ['Jobs-to-Be-Done', 'Product–Market Fit'],
    excerpt:
      'Research that ends in a slide deck changes nothing. A 90-day plan names owners, experiments and the metric each one should move.',
    intro:
      'The workshop at the end of a study turns forces and jobs into a plan that a small team can execute in a quarter.',
    sections: [
      {
        heading: 'Three horizons in 90 days',
        paragraphs: [
          'Weeks 1–4 fix messaging and sales conversations. Weeks 5–8 reshape onboarding and offers. Weeks 9–12 test the largest opportunity.',
        ],
      },
    ],
  },
  {
    title: 'Don&#8217;t ask customers what they want',
    slug: 'dont-ask-customers-what-they-want',
    date: '2024-10-22T09:00:00',
    tags: ['Customer Interviews'],
    excerpt:
      'People are poor forecasters of their own behaviour and excellent narrators of their past. Ask about what they did.',
    intro:
      'The most common research mistake is asking hypothetical questions and taking the answers at face value.',
    sections: [
      {
        heading: 'Past behaviour, not future intent',
        paragraphs: [
          '“Would you pay for this?” invites politeness. “Tell me about the last time you paid to solve this” invites evidence.',
        ],
      },
    ],
  },
  {
    title: 'Growth ideas are not the problem. Evidence is',
    slug: 'growth-ideas-are-not-the-problem',
    date: '2024-10-08T09:00:00',
    tags: ['Product–Market Fit', 'Positioning'],
    excerpt:
      'Teams out of ideas usually have too many, with no way to choose. Customer evidence ranks them.',
    intro:
      'When a leadership team says it has run out of growth ideas, it usually means it has run out of ideas it believes in.',
    sections: [
      {
        heading: 'Rank ideas by the forces they move',
        paragraphs: [
          'Score each idea by which force it changes and how many interviewees mentioned that force. The backlog sorts itself.',
        ],
      },
    ],
  },
  {
    title: 'Conventional innovation succeeds 17% of the time. Research-led innovation: 86%',
    slug: 'innovation-success-rates-17-vs-86',
    date: '2024-09-24T09:00:00',
    tags: ['Jobs-to-Be-Done', 'Product–Market Fit'],
    excerpt:
      'Building from a deep understanding of the customer’s job raises the odds of success dramatically. Here is what the difference looks like in practice.',
    intro:
      'Published studies put the success rate of conventional innovation at around 17%, and of outcome-driven, jobs-based innovation at around 86%.',
    sections: [
      {
        heading: 'Why guessing fails',
        paragraphs: [
          'Most new products are built on assumptions about why people buy. 83% of products fail, usually because the assumed job was not the real one.',
        ],
      },
    ],
  },
];
