import crypto from 'node:crypto';
import { generateCode, generateToken, hashCode, hashToken } from './codes';

describe('confirmation codes', () => {
  it('are six digits, leading zeros kept, drawn from the whole range', () => {
    const codes = Array.from({ length: 5000 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    // 5,000 draws from a million collide about 12.5 times on average (birthday bound,
    // standard deviation about 3.5); 50 or more collisions would mean a narrowed range.
    expect(new Set(codes).size).toBeGreaterThan(4950);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
    expect(codes.some((c) => c.startsWith('9'))).toBe(true);
  });

  it('come from the crypto generator', () => {
    const spy = jest.spyOn(crypto, 'randomInt');
    generateCode();
    expect(spy).toHaveBeenCalledWith(0, 1_000_000);
    spy.mockRestore();
  });

  it('are stored as a keyed hash bound to the address', () => {
    const hash = hashCode('ada@example.com', '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(hashCode('ada@example.com', '123456')).toBe(hash);
    expect(hashCode('bob@example.com', '123456')).not.toBe(hash);
    expect(hashCode('ada@example.com', '123457')).not.toBe(hash);
    // Keyed: a plain SHA-256 of the same input does not match.
    const plain = crypto.createHash('sha256').update('newsletter-code:ada@example.com:123456');
    expect(plain.digest('hex')).not.toBe(hash);
  });
});

describe('link tokens', () => {
  it('carry 256 random bits in URL-safe characters', () => {
    const tokens = Array.from({ length: 1000 }, generateToken);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(1000);
  });

  it('are stored as a keyed hash', () => {
    const token = generateToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toBe(hashToken(generateToken()));
  });
});
