import { BlockList, isIP } from 'node:net';

/** The formats the image optimiser serves, best first (next.config.ts and bench:pages). */
export const IMAGE_FORMATS: ('image/avif' | 'image/webp')[] = ['image/avif', 'image/webp'];

/** Addresses off the public internet: this host, private networks, link-local, carrier NAT. */
const LOCAL_ADDRESSES = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  LOCAL_ADDRESSES.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  LOCAL_ADDRESSES.addSubnet(network, prefix, 'ipv6');
}

/** Names that only a local resolver answers: a container's service name, a LAN's own zone. */
const LOCAL_NAME = /^[^.]+$|\.(localhost|local|internal|lan|home\.arpa)$/;

/**
 * Whether a host is on a private or loopback network (a public name a VPN resolves privately
 * cannot be told: give such a media host by its address).
 */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const family = isIP(host);
  if (family) return LOCAL_ADDRESSES.check(host, family === 4 ? 'ipv4' : 'ipv6');
  return host === 'localhost' || LOCAL_NAME.test(host);
}

/**
 * The optimiser fetches from the media origins only. When one is local, Next's refusal of local
 * addresses is lifted and redirects refused, so it still reaches no other local address.
 */
export function mediaImageOptions(mediaOrigins: readonly string[]) {
  const remotePatterns = mediaOrigins.map((origin) => new URL(`${origin}/**`));
  const local = mediaOrigins.some((origin) => isLocalHost(new URL(origin).hostname));
  return local
    ? { remotePatterns, dangerouslyAllowLocalIP: true, maximumRedirects: 0 }
    : { remotePatterns };
}
