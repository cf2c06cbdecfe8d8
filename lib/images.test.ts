import { isLocalHost, mediaImageOptions } from './images';

describe('media hosts', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.5',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '[::1]',
    '[fd12:3456::1]',
    '[fe80::1]',
    'localhost',
    'wp.localhost',
    'wordpress',
    'cms.internal',
    'nas.local',
    'blog.home.arpa',
  ])('%s is local', (host) => expect(isLocalHost(host)).toBe(true));

  it.each(['cms.example.com', '8.8.8.8', '172.32.0.1', '[2001:db8::1]', 'localhost.example.com'])(
    '%s is not',
    (host) => expect(isLocalHost(host)).toBe(false),
  );
});

describe('mediaImageOptions', () => {
  it('lets the optimiser fetch from the media origins only, keeping its refusal of local addresses', () => {
    const options = mediaImageOptions(['https://cms.example.com', 'https://cdn.example.net']);
    expect(options).toEqual({
      remotePatterns: [
        new URL('https://cms.example.com/**'),
        new URL('https://cdn.example.net/**'),
      ],
    });
    expect(mediaImageOptions([])).toEqual({ remotePatterns: [] });
  });

  it('lifts that refusal for a local media origin, and then follows no redirect', () => {
    expect(mediaImageOptions(['https://cdn.example.net', 'http://wordpress:8080'])).toEqual({
      remotePatterns: [new URL('https://cdn.example.net/**'), new URL('http://wordpress:8080/**')],
      dangerouslyAllowLocalIP: true,
      maximumRedirects: 0,
    });
  });
});
