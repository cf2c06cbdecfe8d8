import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { existingBusinessLead } from '../../test/lead-fixtures';
import { mailTo, mailsTo, withStore } from './newsletter';

/**
 * Working links to the pages opened from a mail (app/(personal)), on the shared site: made the
 * way the site makes them, from a record put in its store and its secret, or read from the
 * mail it sent. The booking pages' links need a calendar: e2e/booking.spec.ts follows them.
 */
const dataDir = path.resolve(process.env.E2E_DATA_DIR || '.e2e-data');

/**
 * The site's secret, which the server makes the first time it needs one: a well-formed token
 * makes it check one.
 */
export async function appSecret(request: APIRequestContext): Promise<string> {
  const file = path.join(dataDir, 'app-secret');
  if (!fs.existsSync(file)) await request.get(`/newsletter/preferences?token=1.${'0'.repeat(32)}`);
  return fs.readFileSync(file, 'utf8').trim();
}

const mac = (secret: string, text: string) =>
  crypto.createHmac('sha256', secret).update(text).digest('hex').slice(0, 32);

/** A confirmed subscriber put in the store, as the double opt-in leaves one; their id. */
export function confirmedSubscriber(name: string): number {
  const email = `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  return withStore((db) => {
    const now = new Date().toISOString();
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO newsletter_subscribers (email, status, consent_source, consent_text,
           requested_at, confirmed_at, confirmed_via, created_at, updated_at)
         VALUES (?, 'confirmed', 'sign-up form', 'Consent.', ?, ?, 'code', ?, ?)`,
      )
      .run(email, now, now, now, now);
    return Number(lastInsertRowid);
  });
}

/** The preferences link of every newsletter mail, signed as the mails sign it. */
export function preferencesLink(secret: string, id: number) {
  return `/newsletter/preferences?token=${id}.${mac(secret, `newsletter-preferences:${id}`)}`;
}

/** An issue put in the store held, as the webhook's job leaves it; its id. */
export function heldIssue(title: string): number {
  return withStore((db) => {
    const now = new Date().toISOString();
    const sendAt = new Date(Date.now() + 120 * 60_000).toISOString();
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO newsletter_issues (kind, status, send_at, created_at, updated_at)
         VALUES ('post', 'held', ?, ?, ?)`,
      )
      .run(sendAt, now, now);
    const id = Number(lastInsertRowid);
    const postId = 800_000 + id;
    db.prepare(
      `INSERT INTO newsletter_issue_items (issue_id, post_id, topic, title, excerpt, link, text,
         published_at, rendered_at) VALUES (?, ?, 'insights', ?, 'An excerpt.', ?, 'Text.', ?, ?)`,
    ).run(id, postId, title, `http://127.0.0.1/insights/post-${postId}`, now, now);
    return id;
  });
}

/** The preview mail's Send now or Skip link for an issue, signed as the mail signs it. */
export function decisionLink(secret: string, issueId: number, decision: 'send' | 'skip') {
  const expires = Math.floor(Date.now() / 1000) + 30 * 24 * 3600;
  const body = `${issueId}.${decision}.${expires}`;
  return `/newsletter/issue?token=${body}.${mac(secret, `newsletter-decision:${body}`)}`;
}

/** A client address of its own, so that a rate limit shared with other tests never answers. */
const clientAddress = () =>
  `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/** The owner's "Mark contacted" link from the mail a new lead sends them. */
export async function ownerLink(request: APIRequestContext, owner: string): Promise<string> {
  const name = `Ada Quiet ${Date.now().toString(36)}`;
  const lead = existingBusinessLead({
    email: `quiet-${Date.now().toString(36)}@example.com`,
    full_name: name,
  });
  const answer = await request.post('/api/leads', {
    data: lead,
    headers: { 'x-forwarded-for': clientAddress() },
  });
  if (answer.status() !== 201) throw new Error(`the lead was refused: ${answer.status()}`);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const text = (await mailsTo(owner)).find((mail) => mail.text?.includes(name))?.text;
    const link = text && /^Mark contacted: (\S+)$/m.exec(text)?.[1];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No lead mail to ${owner} about ${name}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The confirmation and unsubscribe links of the mail a sign-up sends. */
export async function signUpLinks(
  request: APIRequestContext,
): Promise<{ confirm: string; unsubscribe: string }> {
  const email = `quiet-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const answer = await request.post('/api/newsletter/subscribe', {
    data: { email },
    headers: { 'x-forwarded-for': clientAddress() },
  });
  if (answer.status() !== 200) throw new Error(`the sign-up was refused: ${answer.status()}`);
  const { link, unsubscribeLink } = await mailTo(email);
  return { confirm: link, unsubscribe: unsubscribeLink };
}
