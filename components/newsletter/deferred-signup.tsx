'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SignupMessageText } from './signup-message-text';
import type { TakeOver } from './take-over';

interface Takeover {
  TakeOver: typeof TakeOver;
}

/** How far below the viewport the section starts loading its code. */
const NEAR_VIEWPORT = '600px 0px';

/** The mark of forms the server has answered a post of (./form-signup.tsx). */
const POSTED = '[data-signup-posted]';

/**
 * The newsletter form is in every page's HTML but sits at the bottom, so its code (the form
 * library, the data hooks, the code input) is fetched only when the section nears the
 * viewport or someone focuses, presses or submits inside it. Until then `children`, the
 * server's HTML of the same form, is shown; on arrival the island takes its place keeping
 * what was typed and where focus was, and carries out a submit made in between. A form posted
 * before this script ran was answered by the server: then `children` show that answer and keep
 * the section.
 */
export function DeferredSignup({
  children,
  offlineMessage,
}: {
  children: ReactNode;
  /** Said when a submit could not be carried out because the form's code did not arrive. */
  offlineMessage: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  const submitAsked = useRef(false);
  const [takeover, setTakeover] = useState<Takeover | null>(null);
  const [offline, setOffline] = useState(false);

  const load = (submit = false) => {
    // Once the server has answered a post of the forms underneath, they stay in charge.
    if (box.current?.querySelector(POSTED)) return;
    if (submit) submitAsked.current = true;
    if (started.current) return;
    setOffline(false);
    started.current = true;
    import('./take-over')
      .then(({ TakeOver }) => {
        setTakeover({ TakeOver });
      })
      .catch(() => {
        // The code could not be fetched (offline?): the typed values stay in the form, a
        // submit asked for says so, and the next focus, press or submit tries again.
        started.current = false;
        if (submitAsked.current) setOffline(true);
        submitAsked.current = false;
      });
  };

  useEffect(() => {
    const root = box.current;
    if (!root || takeover) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [takeover]);

  if (takeover) {
    return (
      <div ref={box} data-signup-ready="">
        <takeover.TakeOver box={box} submitAskedRef={submitAsked} />
      </div>
    );
  }
  return (
    <div
      ref={box}
      onFocusCapture={() => load()}
      onPointerDownCapture={() => load()}
      onSubmitCapture={(event) => {
        if (event.currentTarget.querySelector(POSTED)) return;
        event.preventDefault();
        load(true);
      }}
    >
      {children}
      {offline ? (
        <div className="mt-4">
          <SignupMessageText message={{ kind: 'error', text: offlineMessage }} role="alert" />
        </div>
      ) : null}
    </div>
  );
}
