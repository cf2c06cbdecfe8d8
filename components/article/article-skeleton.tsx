/** Shown in place of the page while a navigation to an article is on its way. */
export function ArticleSkeleton() {
  return (
    <div
      className="container-page max-w-3xl animate-pulse py-10 md:py-14"
      role="status"
      aria-label="Loading article"
    >
      <div className="bg-paper h-9 w-44 rounded-md" />
      <div className="bg-paper mt-8 h-4 w-32 rounded" />
      <div className="bg-paper mt-3 h-10 w-5/6 rounded" />
      <div className="bg-paper mt-8 aspect-video rounded-2xl" />
      <div className="mt-10 space-y-3">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className={`bg-paper h-4 rounded ${i % 3 === 2 ? 'w-2/3' : 'w-full'}`} />
        ))}
      </div>
    </div>
  );
}
