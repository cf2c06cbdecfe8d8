import type { ReactNode } from 'react';

/** Ties a step's controls to its question: the heading names them, the text under it tells how. */
export interface QuestionAria {
  'aria-labelledby': string;
  'aria-describedby': string;
}

/** The label above one of the screener's fields. */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="font-semibold">
      {children}
    </label>
  );
}
