import crypto from 'node:crypto';
import { getAppSecret } from '@/lib/secret';
import {
  preferencesToken,
  unsubscribeToken,
  verifyPreferencesToken,
  verifyUnsubscribeToken,
} from './tokens';

describe('unsubscribe tokens', () => {
  it('name their subscriber and cannot be forged or moved to another', () => {
    const token = unsubscribeToken(42);
    expect(token).toMatch(/^42\.[0-9a-f]{32}$/);
    expect(verifyUnsubscribeToken(token)).toBe(42);
    const mac = token.split('.')[1]!;
    expect(verifyUnsubscribeToken(`43.${mac}`)).toBeNull();
    expect(verifyUnsubscribeToken(`42.${'0'.repeat(32)}`)).toBeNull();
    expect(verifyUnsubscribeToken('42')).toBeNull();
    expect(verifyUnsubscribeToken(`42.${mac}x`)).toBeNull();
  });
});

describe('preferences tokens', () => {
  it('name their subscriber, and nobody once a character is changed', () => {
    const token = preferencesToken(42);
    expect(verifyPreferencesToken(token)).toBe(42);
    const last = token.at(-1) === '0' ? '1' : '0';
    expect(verifyPreferencesToken(token.slice(0, -1) + last)).toBeNull();
    expect(verifyPreferencesToken(token.replace(/^42/, '43'))).toBeNull();
    expect(verifyPreferencesToken('42')).toBeNull();
  });
});

describe('the tokens of mails already sent', () => {
  it('keep working: each is the id and the HMAC of its purpose and id, 32 hex characters', () => {
    const hmac = (value: string) =>
      crypto.createHmac('sha256', getAppSecret()).update(value).digest('hex').slice(0, 32);
    expect(unsubscribeToken(7)).toBe(`7.${hmac('newsletter-unsubscribe:7')}`);
    expect(preferencesToken(7)).toBe(`7.${hmac('newsletter-preferences:7')}`);
    expect(verifyUnsubscribeToken(`7.${hmac('newsletter-unsubscribe:7')}`)).toBe(7);
  });
});
