import {
  decisionToken,
  issueMessageId,
  readIssueMessageId,
  readReturnPath,
  returnPathFor,
  verifyDecisionToken,
} from './signed';

describe('owner decision tokens', () => {
  const now = new Date('2026-03-02T09:00:00Z');

  it('name their issue and decision until they expire after 30 days', () => {
    const send = decisionToken(7, 'send', now);
    expect(verifyDecisionToken(send, now)).toEqual({ issueId: 7, decision: 'send' });
    expect(verifyDecisionToken(send, new Date('2026-03-31T09:00:00Z'))).not.toBeNull();
    expect(verifyDecisionToken(send, new Date('2026-04-02T09:00:00Z'))).toBeNull();
  });

  it('cannot be turned from Send now into Skip, or onto another issue', () => {
    const send = decisionToken(7, 'send', now);
    expect(verifyDecisionToken(send.replace('.send.', '.skip.'), now)).toBeNull();
    expect(verifyDecisionToken(send.replace(/^7\./, '8.'), now)).toBeNull();
  });
});

describe('return paths (VERP)', () => {
  it('put a signed delivery or subscriber token after a + in the bounce address', () => {
    const forDelivery = returnPathFor('bounces@hiddengrowth.co', { deliveryId: 12 });
    expect(forDelivery).toMatch(/^bounces\+d12-[a-f0-9]{20}@hiddengrowth\.co$/);
    expect(forDelivery.split('@')[0]!.length).toBeLessThanOrEqual(64);
    expect(readReturnPath(forDelivery)).toEqual({ deliveryId: 12 });
    const forSubscriber = returnPathFor('bounces@hiddengrowth.co', { subscriberId: 5 });
    expect(readReturnPath(forSubscriber)).toEqual({ subscriberId: 5 });
  });

  it('are read whatever case or domain a relay gave them back', () => {
    const address = returnPathFor('bounces@hiddengrowth.co', { deliveryId: 9 });
    expect(readReturnPath(address.toUpperCase())).toEqual({ deliveryId: 9 });
    expect(readReturnPath(address.replace('hiddengrowth.co', 'relay.example'))).toEqual({
      deliveryId: 9,
    });
  });

  it('refuse a forged or altered token', () => {
    const address = returnPathFor('bounces@hiddengrowth.co', { deliveryId: 9 });
    expect(readReturnPath(address.replace('+d9-', '+d8-'))).toBeNull();
    expect(readReturnPath(address.replace('+d9-', '+s9-'))).toBeNull();
    expect(readReturnPath('bounces@hiddengrowth.co')).toBeNull();
  });
});

describe('Message-IDs of an issue’s mail', () => {
  it('carry a MAC over the issue and the delivery', () => {
    const id = issueMessageId(3, 12, 'hiddengrowth.co');
    expect(id).toMatch(/^<issue-3\.delivery-12\.[a-f0-9]{20}@hiddengrowth\.co>$/);
    expect(readIssueMessageId(`Message-ID: ${id}`)).toEqual({ deliveryId: 12 });
    expect(readIssueMessageId(id.toUpperCase().replace('HIDDENGROWTH.CO', 'x.example'))).toEqual({
      deliveryId: 12,
    });
  });

  it('name nobody when unsigned, altered or signed for another purpose', () => {
    const id = issueMessageId(3, 12, 'hiddengrowth.co');
    expect(readIssueMessageId('<issue-3.delivery-12@hiddengrowth.co>')).toBeNull();
    expect(readIssueMessageId(id.replace('delivery-12', 'delivery-13'))).toBeNull();
    expect(readIssueMessageId(id.replace('issue-3', 'issue-4'))).toBeNull();
    const verpMac = /-([a-f0-9]{20})@/.exec(
      returnPathFor('bounces@hiddengrowth.co', { deliveryId: 12 }),
    )![1];
    expect(readIssueMessageId(`<issue-3.delivery-12.${verpMac}@hiddengrowth.co>`)).toBeNull();
  });
});
