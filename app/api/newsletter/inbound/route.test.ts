import { getConfig, resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { localNewsletter } from '@/lib/newsletter/opt-in/local';
import { issueMessageId, returnPathFor } from '@/lib/newsletter/issues/signed';
import { registerSiteJobs } from '@/lib/site-jobs';
import { confirmationFor, newsletterSink, subscriberRow } from '@/test/newsletter';
import { jsonRequest } from '@/test/request';
import { POST } from './route';

registerSiteJobs();
const sink = newsletterSink();
const SECRET = 'inbound-secret-0123456789';
const DAY = 24 * 60 * 60 * 1000;

beforeAll(() => {
  process.env.NEWSLETTER_INBOUND_SECRET = SECRET;
  resetConfigForTests();
});
afterAll(() => {
  delete process.env.NEWSLETTER_INBOUND_SECRET;
  resetConfigForTests();
});

/** A confirmed subscriber with one delivery of a sent issue; the delivery's return path. */
async function delivered(email: string) {
  const now = new Date().toISOString();
  const { id: subscriberId } = await getDb()
    .insertInto('newsletter_subscribers')
    .values({
      email,
      status: 'confirmed',
      consent_source: 'sign-up form',
      consent_text: 'Consent.',
      requested_at: now,
      confirmed_at: now,
      code_attempts: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { subscriberId, ...(await deliveredAgain(subscriberId)) };
}

/** One more sent issue for a subscriber; its delivery, return path and signed Message-ID. */
async function deliveredAgain(subscriberId: number) {
  const now = new Date().toISOString();
  const { id: issueId } = await getDb()
    .insertInto('newsletter_issues')
    .values({ kind: 'post', status: 'sent', send_at: now, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: deliveryId } = await getDb()
    .insertInto('newsletter_deliveries')
    .values({ issue_id: issueId, subscriber_id: subscriberId, status: 'sent', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const returnPath = returnPathFor(getConfig().newsletter.bounceAddress, { deliveryId });
  const messageId = issueMessageId(issueId, deliveryId, 'hiddengrowth.co');
  return { issueId, deliveryId, returnPath, messageId };
}

const bouncesOf = (subscriberId: number) =>
  getDb()
    .selectFrom('newsletter_bounces')
    .selectAll()
    .where('subscriber_id', '=', subscriberId)
    .execute();

/** A delivery report as Postfix's bounce daemon writes one (RFC 3464). */
function postfixReport(
  returnPath: string,
  status: string,
  action = 'failed',
  messageId = '<4C1B2C0E1F@mx.example.net>',
) {
  return `Return-Path: <>
From: MAILER-DAEMON@mx.example.net (Mail Delivery System)
Subject: Undelivered Mail Returned to Sender
To: ${returnPath}
Auto-Submitted: auto-replied
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status;
	boundary="4C1B2C0E1F.1764320000/mx.example.net"

This is a MIME-encapsulated message.

--4C1B2C0E1F.1764320000/mx.example.net
Content-Description: Notification
Content-Type: text/plain; charset=us-ascii

This is the mail system at host mx.example.net.

I'm sorry to have to inform you that your message could not
be delivered to one or more recipients.

--4C1B2C0E1F.1764320000/mx.example.net
Content-Description: Delivery report
Content-Type: message/delivery-status

Reporting-MTA: dns; mx.example.net
X-Postfix-Queue-ID: 4C1B2C0E1F
X-Postfix-Sender: rfc822; ${returnPath}
Arrival-Date: Fri, 28 Nov 2026 09:00:00 +0000 (UTC)

Final-Recipient: rfc822; reader@example.net
Original-Recipient: rfc822;reader@example.net
Action: ${action}
Status: ${status}
Diagnostic-Code: X-Postfix; unknown user: "reader"

--4C1B2C0E1F.1764320000/mx.example.net
Content-Description: Undelivered Message Headers
Content-Type: text/rfc822-headers

Return-Path: <${returnPath}>
Subject: Why buyers switch
Message-ID: ${messageId}

--4C1B2C0E1F.1764320000/mx.example.net--
`.replace(/\n/g, '\r\n');
}

/** A complaint as a mailbox provider's feedback loop sends one (ARF, RFC 5965). */
function complaint(returnPath: string, messageId = '<x@hiddengrowth.co>') {
  return `From: feedback@provider.example
To: abuse@hiddengrowth.co
Subject: FW: Why buyers switch
MIME-Version: 1.0
Content-Type: multipart/report; report-type=feedback-report; boundary="part"

--part
Content-Type: text/plain; charset="US-ASCII"

This is an email abuse report for an email message received from IP 192.0.2.1.

--part
Content-Type: message/feedback-report

Feedback-Type: abuse
User-Agent: SomeGenerator/1.0
Version: 1
Original-Mail-From: <${returnPath}>
Arrival-Date: Thu, 8 Mar 2026 14:00:00 EDT

--part
Content-Type: message/rfc822
Content-Disposition: inline

Return-Path: <${returnPath}>
From: Hidden Growth <hello@hiddengrowth.co>
Subject: Why buyers switch
Message-ID: ${messageId}

The issue.
--part--
`.replace(/\n/g, '\r\n');
}

const post = (message: string, token = SECRET) =>
  POST(
    jsonRequest(
      '/api/newsletter/inbound',
      { message },
      { headers: { authorization: `Bearer ${token}`, 'sec-fetch-site': 'cross-site' } },
    ),
  );

describe('POST /api/newsletter/inbound', () => {
  it('suppresses the address of a permanent failure (5.x.x), with its reason', async () => {
    const { returnPath } = await delivered('gone@example.com');
    const response = await post(postfixReport(returnPath, '5.1.1'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ outcomes: ['suppressed'] });
    const row = await subscriberRow('gone@example.com');
    expect(row!.suppressed_at).not.toBeNull();
    expect(row!.suppression_reason).toBe(
      'permanent failure: 5.1.1 X-Postfix; unknown user: "reader"',
    );
  });

  it('suppresses at the third temporary failure (4.x.x) within 30 days, one per mail', async () => {
    const first = await delivered('full@example.com');
    // One old failure, outside the 30 days, does not count.
    await getDb()
      .insertInto('newsletter_bounces')
      .values({
        subscriber_id: first.subscriberId,
        kind: 'soft',
        status_code: '4.2.2',
        received_at: new Date(Date.now() - 31 * DAY).toISOString(),
      })
      .execute();
    const outcomes = async (returnPath: string) =>
      ((await (await post(postfixReport(returnPath, '4.2.2'))).json()) as { outcomes: string[] })
        .outcomes;
    // Three reports about one mail are one failure: the relay may have tried it three times.
    for (let i = 0; i < 3; i++) expect(await outcomes(first.returnPath)).toEqual(['counted']);
    expect((await subscriberRow('full@example.com'))!.suppressed_at).toBeNull();
    const second = await deliveredAgain(first.subscriberId);
    expect(await outcomes(second.returnPath)).toEqual(['counted']);
    const third = await deliveredAgain(first.subscriberId);
    expect(await outcomes(third.returnPath)).toEqual(['suppressed']);
    expect((await subscriberRow('full@example.com'))!.suppression_reason).toMatch(
      /^3 temporary failures in 30 days: 4\.2\.2/,
    );
  });

  it('takes a delay notice (Action: delayed) for what it is: no failure', async () => {
    const { subscriberId } = await delivered('slow@example.com');
    for (let i = 0; i < 3; i++) {
      // The relay is still trying: at 4 h, 24 h and 48 h, each time about another mail.
      const { returnPath } = await deliveredAgain(subscriberId);
      const response = await post(postfixReport(returnPath, '4.4.1', 'delayed'));
      expect(await response.json()).toEqual({ outcomes: ['ignored'] });
    }
    expect(await subscriberRow('slow@example.com')).toMatchObject({ suppressed_at: null });
    expect(await bouncesOf(subscriberId)).toEqual([]);
  });

  it('unsubscribes the person behind a complaint (ARF)', async () => {
    const { returnPath } = await delivered('angry@example.com');
    const response = await post(complaint(returnPath));
    expect(await response.json()).toEqual({ outcomes: ['unsubscribed'] });
    expect(await subscriberRow('angry@example.com')).toMatchObject({ status: 'unsubscribed' });
  });

  it('ignores a report whose return path is forged, and refuses a wrong or missing key', async () => {
    const { returnPath } = await delivered('safe@example.com');
    const forged = returnPath.replace(/-([a-f0-9])/, (_, c: string) => `-${c === 'a' ? 'b' : 'a'}`);
    const report = postfixReport(forged, '5.1.1');
    expect(await (await post(report)).json()).toEqual({ outcomes: ['unknown'] });
    expect((await subscriberRow('safe@example.com'))!.suppressed_at).toBeNull();

    expect((await post(postfixReport(returnPath, '5.1.1'), 'wrong-key-0123456789')).status).toBe(
      401,
    );
    expect((await post('not a report at all')).status).toBe(422);
    delete process.env.NEWSLETTER_INBOUND_SECRET;
    resetConfigForTests();
    try {
      expect((await post(postfixReport(returnPath, '5.1.1'))).status).toBe(404);
    } finally {
      process.env.NEWSLETTER_INBOUND_SECRET = SECRET;
      resetConfigForTests();
    }
    expect((await subscriberRow('safe@example.com'))!.suppressed_at).toBeNull();
  });

  describe('only a target signed by the site counts', () => {
    /**
     * Message-IDs of another's mail that a forger can write: unsigned (the form mail had before
     * they were signed), with a made-up MAC, or with the MAC of the forger's own mail.
     */
    const forgedIds = async ({ issueId, deliveryId }: { issueId: number; deliveryId: number }) => {
      const own = await delivered(`forger-${deliveryId}@example.com`);
      const ownMac = /\.([a-f0-9]{20})@/.exec(own.messageId)![1];
      return [
        `<issue-${issueId}.delivery-${deliveryId}@hiddengrowth.co>`,
        `<issue-${issueId}.delivery-${deliveryId}.${'0'.repeat(20)}@hiddengrowth.co>`,
        `<issue-${issueId}.delivery-${deliveryId}.${ownMac}@hiddengrowth.co>`,
      ];
    };
    /** The bounce address without a signed token: what a forger can write as a return path. */
    const plain = () => getConfig().newsletter.bounceAddress;

    it('a forged complaint naming another subscriber’s Message-ID changes nothing', async () => {
      const victim = await delivered('victim-of-complaints@example.com');
      for (const messageId of await forgedIds(victim)) {
        const response = await post(complaint(plain(), messageId));
        expect(await response.json()).toEqual({ outcomes: ['unknown'] });
      }
      expect(await subscriberRow('victim-of-complaints@example.com')).toMatchObject({
        status: 'confirmed',
        suppressed_at: null,
      });
      expect(await bouncesOf(victim.subscriberId)).toEqual([]);
    });

    it('a forged hard bounce naming another subscriber’s Message-ID changes nothing', async () => {
      const victim = await delivered('victim-of-bounces@example.com');
      for (const messageId of await forgedIds(victim)) {
        const response = await post(postfixReport(plain(), '5.1.1', 'failed', messageId));
        expect(await response.json()).toEqual({ outcomes: ['unknown'] });
      }
      expect(await subscriberRow('victim-of-bounces@example.com')).toMatchObject({
        status: 'confirmed',
        suppressed_at: null,
      });
      expect(await bouncesOf(victim.subscriberId)).toEqual([]);
    });

    it('a complaint whose feedback loop dropped the return path is found by the signed Message-ID', async () => {
      const { messageId } = await delivered('complains-via-loop@example.com');
      const response = await post(complaint(plain(), messageId));
      expect(await response.json()).toEqual({ outcomes: ['unsubscribed'] });
      expect(await subscriberRow('complains-via-loop@example.com')).toMatchObject({
        status: 'unsubscribed',
      });
    });

    it('a hard bounce quoting only the signed Message-ID suppresses', async () => {
      const { messageId } = await delivered('bounced-by-id@example.com');
      const response = await post(postfixReport(plain(), '5.1.1', 'failed', messageId));
      expect(await response.json()).toEqual({ outcomes: ['suppressed'] });
      expect((await subscriberRow('bounced-by-id@example.com'))!.suppressed_at).not.toBeNull();
    });
  });

  it('a suppressed person lifts it by signing up and confirming again', async () => {
    const { returnPath } = await delivered('back@example.com');
    await post(postfixReport(returnPath, '5.1.1'));
    expect((await subscriberRow('back@example.com'))!.suppressed_at).not.toBeNull();
    const reply = await localNewsletter.subscribe({
      email: 'back@example.com',
      source: 'sign-up form',
      consentText: 'Consent.',
    });
    expect(reply.alreadySubscribed).toBe(false);
    const { code } = await confirmationFor(sink, 'back@example.com');
    await localNewsletter.confirmCode('back@example.com', code);
    expect(await subscriberRow('back@example.com')).toMatchObject({
      status: 'confirmed',
      suppressed_at: null,
      suppression_reason: null,
    });
  });
});
