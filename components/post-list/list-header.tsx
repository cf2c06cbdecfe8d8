import type { ReactNode } from 'react';

interface ListHeaderProps {
  eyebrow: string;
  heading: string;
  intro: string;
  /** Shown beside the text on wide screens (the case study's video). */
  aside?: ReactNode;
}

/** The top of a list page: eyebrow, h1 and introduction, with an optional aside. */
export function ListHeader({ eyebrow, heading, intro, aside }: ListHeaderProps) {
  const text = (
    <>
      <p className="eyebrow">{eyebrow}</p>
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{heading}</h1>
      <p className="text-ink-soft text-lg leading-relaxed">{intro}</p>
    </>
  );
  if (!aside) return <header className="flex max-w-3xl flex-col gap-4">{text}</header>;
  return (
    <header className="grid items-center gap-10 lg:grid-cols-2">
      <div className="flex flex-col gap-4">{text}</div>
      {aside}
    </header>
  );
}
