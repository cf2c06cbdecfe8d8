'use client';

import { useEffect } from 'react';
import { tabStorage } from '@/lib/analytics/campaign';
import { clearSession } from '@/lib/screener/client';

/**
 * The application was stored and the screener sent the visitor on to the slots: the answers
 * the screener kept in the tab are forgotten, as they are when it goes home.
 */
export function ForgetScreenerAnswers() {
  useEffect(() => clearSession(tabStorage()), []);
  return null;
}
