import type { Heading } from '@/lib/article/widgets';

/** 'On this page': links to the given headings, indented by level. */
export function TableOfContents({ headings: shown }: { headings: Heading[] }) {
  if (shown.length === 0) return null;
  const top = Math.min(...shown.map((heading) => heading.level));
  return (
    <nav
      aria-labelledby="toc-title"
      className="not-prose border-line bg-paper my-8 rounded-lg border p-5"
    >
      <h2 id="toc-title" className="label-caps">
        On this page
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {shown.map((heading) => (
          <li key={heading.id} style={{ paddingLeft: `${(heading.level - top) * 1}rem` }}>
            <a
              href={`#${heading.id}`}
              className="text-ink-soft hover:text-ink underline-offset-4 hover:underline"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
