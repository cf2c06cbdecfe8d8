export type SignupMessage = { kind: 'success' | 'error'; text: string } | null;

/** The polite live region under a form that speaks and shows its latest message. */
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
      {message ? (
        <p
          id={messageId}
          data-kind={message.kind}
          className={
            message.kind === 'success'
              ? 'rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-800'
              : 'rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800'
          }
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
