'use client';

import { useEffect } from 'react';
import { tabStorage } from '@/lib/analytics/campaign';
import { clearSession } from '@/lib/screener/client';

/** A stored application sent on to the slots forgets the answers kept in the tab. */
export function ForgetScreenerAnswers() {
  useEffect(() => clearSession(tabStorage()), []);
  return null;
}
