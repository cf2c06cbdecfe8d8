import { mac, sameMac } from '@/lib/newsletter/subscribers';

/**
 * The issues' signed links and addresses, computed with the newsletter's MAC: owner decisions
 * (`<issue>.<send|skip>.<expiry>.<mac>`), return paths after `bounces+` (`d<delivery>-<mac>`,
 * `s<subscriber>-<mac>`, lower case since relays fold it), and Message-IDs, so that a complaint
 * without the return path still names the mail, and a guessed one names nobody.
 */

export type IssueDecision = 'send' | 'skip';

/** How long the preview's links work: longer than any hold, so the owner can always act. */
export const DECISION_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A signed Send now or Skip link's token for an issue. */
export function decisionToken(issueId: number, decision: IssueDecision, now = new Date()): string {
  const expires = Math.floor((now.getTime() + DECISION_LINK_TTL_MS) / 1000);
  const body = `${issueId}.${decision}.${expires}`;
  return `${body}.${mac('decision', body, 32)}`;
}

/** The issue and decision a token names while it is valid; null otherwise. */
export function verifyDecisionToken(
  token: string,
  now = new Date(),
): { issueId: number; decision: IssueDecision } | null {
  const match = /^(\d{1,12})\.(send|skip)\.(\d{1,12})\.([a-f0-9]{32})$/.exec(token);
  if (!match) return null;
  const body = `${match[1]}.${match[2]}.${match[3]}`;
  if (!sameMac(mac('decision', body, 32), match[4]!)) return null;
  if (Number(match[3]) * 1000 < now.getTime()) return null;
  return { issueId: Number(match[1]), decision: match[2] as IssueDecision };
}

/** What a return path names: an issue's delivery, or a subscriber (their welcome mail). */
export type ReturnPathTarget = { deliveryId: number } | { subscriberId: number };

/** 80 bits: enough against guessing, short enough for a local part under 64 characters. */
const VERP_MAC_CHARS = 20;

/** The return path of one mail: `bounces+d12-<mac>@example.com` from `bounces@example.com`. */
export function returnPathFor(bounceAddress: string, target: ReturnPathTarget): string {
  const at = bounceAddress.lastIndexOf('@');
  const value = 'deliveryId' in target ? `d${target.deliveryId}` : `s${target.subscriberId}`;
  const token = `${value}-${mac('verp', value, VERP_MAC_CHARS)}`;
  return `${bounceAddress.slice(0, at)}+${token}${bounceAddress.slice(at)}`;
}

/** What a return path names when its MAC is valid (any case, any domain), else null. */
export function readReturnPath(address: string): ReturnPathTarget | null {
  const match = /\+([ds])(\d{1,12})-([a-f0-9]{20})@/i.exec(address);
  if (!match) return null;
  const value = `${match[1]!.toLowerCase()}${match[2]}`;
  if (!sameMac(mac('verp', value, VERP_MAC_CHARS), match[3]!.toLowerCase())) return null;
  const id = Number(match[2]);
  return match[1]!.toLowerCase() === 'd' ? { deliveryId: id } : { subscriberId: id };
}

/** 80 bits, as for return paths: a Message-ID is not a secret, only unguessable. */
const MESSAGE_ID_MAC_CHARS = 20;

/** The Message-ID of one subscriber's mail of an issue, signed. */
export function issueMessageId(issueId: number, deliveryId: number, domain: string): string {
  const value = `issue-${issueId}.delivery-${deliveryId}`;
  return `<${value}.${mac('message-id', value, MESSAGE_ID_MAC_CHARS)}@${domain}>`;
}

/** The delivery a quoted Message-ID names if this site signed it (any case or domain), else null. */
export function readIssueMessageId(text: string): { deliveryId: number } | null {
  const match = /<issue-(\d{1,12})\.delivery-(\d{1,12})\.([a-f0-9]{20})@/i.exec(text);
  if (!match) return null;
  const value = `issue-${match[1]}.delivery-${match[2]}`;
  if (!sameMac(mac('message-id', value, MESSAGE_ID_MAC_CHARS), match[3]!.toLowerCase())) {
    return null;
  }
  return { deliveryId: Number(match[2]) };
}
