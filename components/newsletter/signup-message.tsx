import { SignupMessageText, type SignupMessage } from './signup-message-text';

export { SignupMessageText, type SignupMessage };

/**
 * The polite live region under a form that speaks and shows the latest message (the sign-up
 * section's, and the confirmation and unsubscribe pages').
 */
export function SignupMessageRegion({
  message,
  messageId,
  className = 'mt-4',
}: {
  message: SignupMessage;
  /** For a form that names the message as its description. */
  messageId?: string;
  className?: string;
}) {
  return (
    <div aria-live="polite" aria-atomic="true" className={`${className} empty:hidden`}>
      {message ? <SignupMessageText message={message} id={messageId} /> : null}
    </div>
  );
}
