import type { ComponentPropsWithoutRef } from 'react';
import { codeView } from '@/content/newsletter-code';

const [sentBefore, sentAfter] = codeView.sentTo.split('{email}');

/** The code view's heading and where the code went (the code field's description). */
export function CodeSentNotice({ ids, email }: { ids: string; email: string }) {
  return (
    <>
      <h3 className="text-xl font-bold">{codeView.heading}</h3>
      <p id={`${ids}-sent`} className="text-ink-soft mt-2">
        {sentBefore}
        <strong className="text-ink break-words">{email}</strong>
        {sentAfter} {codeView.expiry}
      </p>
    </>
  );
}

/** A quiet action of the code view, drawn as an underlined link. */
export function TextButton(props: ComponentPropsWithoutRef<'button'>) {
  return (
    <button
      type="button"
      {...props}
      className="text-ink font-semibold underline underline-offset-2 disabled:cursor-wait disabled:opacity-70"
    />
  );
}
