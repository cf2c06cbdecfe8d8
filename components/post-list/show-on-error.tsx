'use client';

import { Component, type ReactNode } from 'react';

/** Shows `fallback` once its children throw in the browser, as the server did (./unavailable.tsx). */
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
