import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianPackages, waitUntil } from './apt';

export interface RunningPostfix {
  /** SMTP_URL for a site that sends through it. */
  url: string;
  /** Its log, for a failing test's message. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * A private instance of Debian's Postfix on loopback, in a temporary folder of its own (its
 * configuration, queue and log; the machine's Postfix, if any, is left alone). It accepts mail
 * on `port` for `localDomain`, where every local part but Postfix's own users is unknown, so
 * that a mail to one is accepted and then bounced: Postfix's bounce daemon writes the RFC 3464
 * report and relays it, as for any domain of `relayDomains`, to 127.0.0.1:`relayPort`.
 */
export async function startPostfix({
  port,
  relayPort,
  localDomain,
  relayDomains,
}: {
  port: number;
  relayPort: number;
  localDomain: string;
  relayDomains: string[];
}): Promise<RunningPostfix> {
  ensureDebianPackages(['postfix']);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engines-postfix-'));
  // Its daemons run as the postfix user, which must reach the folder mkdtemp made private.
  fs.chmodSync(dir, 0o755);
  const conf = path.join(dir, 'conf');
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'maillog');
  fs.mkdirSync(conf);
  fs.mkdirSync(path.join(dir, 'queue'));
  fs.mkdirSync(data);
  // Postfix writes its locks and caches as its own user.
  spawnSync('chown', ['postfix', data]);
  const relay = relayDomains.map((d) => `${d}=smtp:[127.0.0.1]:${relayPort}`).join(', ');
  fs.writeFileSync(
    path.join(conf, 'main.cf'),
    [
      'compatibility_level = 3.6',
      `queue_directory = ${dir}/queue`,
      `data_directory = ${data}`,
      'mail_owner = postfix',
      'setgid_group = postdrop',
      `myhostname = mx.${localDomain}`,
      `mydomain = ${localDomain}`,
      `mydestination = ${localDomain}`,
      'inet_interfaces = 127.0.0.1',
      'inet_protocols = ipv4',
      'mynetworks = 127.0.0.0/8',
      // Accept every local part, so that an unknown one is bounced after acceptance.
      'local_recipient_maps =',
      'alias_maps =',
      'alias_database =',
      `transport_maps = inline:{ ${relay} }`,
      'smtp_tls_security_level = none',
      'smtpd_tls_security_level = none',
      'biff = no',
      `maillog_file_prefixes = ${os.tmpdir()}`,
      `maillog_file = ${logFile}`,
    ].join('\n') + '\n',
  );
  // Debian's services, with the SMTP server on the suite's port, none of them chrooted.
  const master = fs
    .readFileSync('/etc/postfix/master.cf', 'utf8')
    .split('\n')
    .map((line) =>
      line.startsWith('smtp      inet')
        ? `127.0.0.1:${port} inet n - n - - smtpd`
        : line.replace(/^(\S+\s+\S+\s+\S+\s+\S+\s+)y(\s)/, '$1n$2'),
    )
    .join('\n');
  fs.writeFileSync(path.join(conf, 'master.cf'), master);

  const postfix = (command: string) =>
    spawnSync('postfix', ['-c', conf, command], { encoding: 'utf8' });
  const log = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '');
  const started = postfix('start');
  if (started.status !== 0) {
    throw new Error(`postfix did not start: ${started.stderr}\n${log()}`);
  }
  await waitUntil('postfix', () => log().includes('daemon started'));
  return {
    url: `smtp://127.0.0.1:${port}`,
    log,
    async stop() {
      postfix('stop');
      // `postfix status` fails once its master process is gone.
      await waitUntil('postfix to stop', () => postfix('status').status !== 0, 15_000);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
