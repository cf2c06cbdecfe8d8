'use client';

import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` in place of its children once they throw in the browser: the failure panel
 * of a list whose content could not be loaded (./unavailable.tsx), where the server rendered
 * the same panel as its Suspense fallback.
 */
export class ShowOnError extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
