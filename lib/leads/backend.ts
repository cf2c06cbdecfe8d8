import { usesRemoteBackend } from '@/lib/remote-backend';
import { localLeads } from './local';
import { remoteLeads } from './remote';
import type { LeadBackend } from './types';

/** The leads' backend: the remote one when it is configured, else the local store. */
export function leadBackend(): LeadBackend {
  return usesRemoteBackend() ? remoteLeads : localLeads;
}
