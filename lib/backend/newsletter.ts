import 'server-only';
import { getConfig } from '@/lib/config';
import { functionsNewsletter } from '@/lib/newsletter/functions';
import { localNewsletter } from '@/lib/newsletter/local';
import type { NewsletterBackend } from '@/lib/newsletter/types';

/** The newsletter backend chosen by configuration: the remote functions when set, else local. */
export function newsletterBackend(): NewsletterBackend {
  return getConfig().backend.mode === 'functions' ? functionsNewsletter : localNewsletter;
}
