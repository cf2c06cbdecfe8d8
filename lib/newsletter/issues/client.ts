/**
 * What the browser may use of the newsletter's issues, and the only module of them the
 * browser imports: the Send now or Skip page's Server Action (the browser holds only its
 * reference) and the state it answers. Server code imports '@/lib/newsletter/issues'.
 */
export { decideIssueAction, type IssueDecisionState } from './decision-action';
