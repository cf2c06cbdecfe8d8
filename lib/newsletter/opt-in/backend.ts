import { usesRemoteBackend } from '@/lib/remote-backend';
import { localNewsletter } from './local';
import { remoteNewsletter } from './remote';
import type { NewsletterBackend } from './types';

/** The newsletter's backend: the remote one when it is configured, else the local store. */
export function newsletterBackend(): NewsletterBackend {
  return usesRemoteBackend() ? remoteNewsletter : localNewsletter;
}
