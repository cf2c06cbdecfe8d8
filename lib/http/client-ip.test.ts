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
