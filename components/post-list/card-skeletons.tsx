interface CardSkeletonsProps {
  count: number;
  label: string;
}

/** Placeholder cards while a list loads; one status message for screen readers. */
export function CardSkeletons({ count, label }: CardSkeletonsProps) {
  return (
    <div>
      <p role="status" className="sr-only">
        {label}
      </p>
      <ul
        aria-hidden="true"
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        data-testid="card-skeletons"
      >
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            data-testid="card-skeleton"
            className="border-line overflow-hidden rounded-2xl border bg-white"
          >
            <div className="bg-paper aspect-video animate-pulse" />
            <div className="flex flex-col gap-3 p-6">
              <div className="bg-line h-3 w-24 animate-pulse rounded" />
              <div className="bg-line h-5 w-4/5 animate-pulse rounded" />
              <div className="bg-line h-3 w-full animate-pulse rounded" />
              <div className="bg-line h-3 w-11/12 animate-pulse rounded" />
              <div className="bg-line mt-2 h-4 w-32 animate-pulse rounded" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
