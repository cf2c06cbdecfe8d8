import { spawn } from 'node:child_process';
import { signWebhook } from '@/lib/wordpress/signature';
import { waitUntil } from './apt';

export interface RunningStub {
  /** WORDPRESS_URL for a site: the stub under a path prefix of its own (fresh cache keys). */
  url: string;
  /** The stub's own address, for its controls. */
  origin: string;
  editTitle(id: number, title: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The stand-in WordPress of scripts/wordpress-stub.ts on a loopback port; with
 * `previewAccount` ('user:password') it answers its one draft to that account.
 */
export async function startWordPressStub({
  port,
  previewAccount,
}: {
  port: number;
  previewAccount?: string;
}): Promise<RunningStub> {
  const args = ['tsx', 'scripts/wordpress-stub.ts', '--port', String(port)];
  if (previewAccount) args.push('--preview-account', previewAccount);
  const child = spawn('npx', args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  await waitUntil('the WordPress stub', async () => (await fetch(`${origin}/__stub/health`)).ok);
  return {
    url: `${origin}/engines-${Date.now().toString(36)}`,
    origin,
    stop,
    async editTitle(id, title) {
      const response = await fetch(`${origin}/__stub/edit`, {
        method: 'POST',
        body: JSON.stringify({ id, title }),
      });
      if (!response.ok) throw new Error(`stub edit: ${response.status}`);
    },
  };
}

/** Sends the webhook the WordPress plugin sends when a post is saved, signed with `secret`. */
export async function sendPostUpdated(siteUrl: string, secret: string, id: number) {
  const body = JSON.stringify({ changes: [{ kind: 'post', action: 'update', id }] });
  const timestamp = Math.floor(Date.now() / 1000);
  return fetch(`${siteUrl}/api/revalidate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-timestamp': String(timestamp),
      'x-signature': signWebhook(secret, timestamp, body),
    },
    body,
  });
}
