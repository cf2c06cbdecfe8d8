import { privacyErrors } from '@/content/privacy';

/** A labelled text field of the privacy desk's forms (server-rendered, no script needed). */
export function Field({
  name,
  label,
  type = 'text',
  required = false,
}: {
  name: string;
  label: string;
  type?: string;
  required?: boolean;
}) {
  return (
    <div>
      <label htmlFor={`privacy-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={`privacy-${name}`}
        name={name}
        type={type}
        required={required}
        maxLength={300}
        autoComplete={type === 'email' ? 'email' : type === 'url' ? 'url' : 'name'}
        className="border-field focus:border-ink mt-2 min-h-12 w-full rounded-md border-2 px-4 text-base"
      />
    </div>
  );
}

/** The status line under a form: what happened, read out by screen readers. */
export function Status({ text, error = false }: { text: string; error?: boolean }) {
  return (
    <p
      role={error ? 'alert' : 'status'}
      aria-live="polite"
      className={error ? 'mt-6 font-semibold text-red-800' : 'mt-6 font-semibold'}
    >
      {text}
    </p>
  );
}

/** A refused post's status line: the desk's words for its error code, else the general failure. */
export function ErrorStatus({ code }: { code: string }) {
  const text = Object.hasOwn(privacyErrors, code) ? privacyErrors[code]! : privacyErrors.failed!;
  return <Status text={text} error />;
}
