import { clientIp } from './client-ip';

const request = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/api/x', { headers });

describe('clientIp', () => {
  it('without a trusted proxy, reads the address the server put in X-Forwarded-For', () => {
    expect(clientIp(request({ 'x-forwarded-for': '203.0.113.5' }), false)).toBe('203.0.113.5');
    expect(clientIp(request({ 'x-forwarded-for': '198.51.100.1, 203.0.113.5' }), false)).toBe(
      '203.0.113.5',
    );
  });

  it('without a trusted proxy, never reads X-Real-IP', () => {
    expect(clientIp(request({ 'x-real-ip': '198.51.100.9' }), false)).toBe('unknown');
  });

  it('behind a trusted proxy, believes its left-most X-Forwarded-For, then X-Real-IP', () => {
    expect(clientIp(request({ 'x-forwarded-for': '198.51.100.1, 10.0.0.2' }), true)).toBe(
      '198.51.100.1',
    );
    expect(clientIp(request({ 'x-real-ip': '198.51.100.9' }), true)).toBe('198.51.100.9');
    expect(clientIp(request({}), true)).toBe('unknown');
  });
});

describe('clientIp groups IPv6 clients by their /64', () => {
  const ip = (address: string, trustProxy = false) =>
    clientIp(request({ 'x-forwarded-for': address }), trustProxy);

  it('gives every address of one /64 one key, and another /64 another', () => {
    const key = ip('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(ip('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key);
    expect(ip('2001:db8:1:2:a:b:c:d')).toBe(key);
    expect(ip('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(ip('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ip('::1')).toBe('0:0:0:0::/64');
    // A link-local address's zone names the server's interface, not the client.
    expect(ip('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('behind a trusted proxy, groups its forwarded IPv6 address the same way', () => {
    expect(ip('2001:db8:1:2::99, 10.0.0.2', true)).toBe('2001:db8:1:2::/64');
    expect(clientIp(request({ 'x-real-ip': '2001:db8:1:2:0:0:0:5' }), true)).toBe(
      '2001:db8:1:2::/64',
    );
  });

  it('keeps an IPv4 address, written as IPv4 or as IPv4-mapped IPv6, as one address', () => {
    expect(ip('203.0.113.5')).toBe('203.0.113.5');
    expect(ip('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(ip('::FFFF:cb00:7105')).toBe('203.0.113.5');
    expect(ip('0:0:0:0:0:ffff:203.0.113.6', true)).toBe('203.0.113.6');
  });

  it('passes on what is no address as it is', () => {
    expect(ip('not-an-address', true)).toBe('not-an-address');
    expect(ip('2001:db8::1::2')).toBe('2001:db8::1::2');
  });
});
