import 'server-only';

/**
 * The newsletter's issues (publishing, holding, the owner's Send now or Skip, sending, the
 * delivery and complaint reports, the owner's report): the only module of them that server
 * code imports (the browser imports ./client.ts). A post WordPress publishes becomes an issue
 * held for the owner, then is sent to the subscribers of its topic, one delivery each. Who is
 * on the list is the other room's, lib/newsletter/opt-in.
 */
export { notePostChanges, queueArchive } from './publishing';
export { decideIssue, viewDecision, type IssueDecisionView } from './decisions';
export { receiveReport } from './bounces';
export { formatIssueReport, issueReport, type IssueReportRow } from './report';
export { registerIssueJobs } from './jobs';
export { issuesPersonalData } from './personal-data';
