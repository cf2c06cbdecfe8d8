import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import type { LegalDocument } from '@/content/legal';

// Markdown rendered on the server (no raw HTML allowed): the legal pages ship no script for it.
const COMPONENTS: Components = {
  h2: ({ children }) => <h2 className="mt-12 text-2xl font-bold tracking-tight">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-8 text-xl font-semibold">{children}</h3>,
  p: ({ children }) => <p className="mt-4 leading-relaxed">{children}</p>,
  ul: ({ children }) => <ul className="mt-4 list-disc space-y-2 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="mt-4 list-decimal space-y-2 pl-6">{children}</ol>,
  a: ({ children, href }) => (
    <a href={href} className="text-ink font-medium underline underline-offset-4">
      {children}
    </a>
  ),
  table: ({ children }) => (
    <div className="mt-6 overflow-x-auto">
      <table className="border-line w-full border-collapse border text-left text-sm">
        {children}
      </table>
    </div>
  ),
  th: ({ children }) => (
    <th scope="col" className="border-line bg-paper border px-4 py-3 font-semibold">
      {children}
    </th>
  ),
  td: ({ children }) => <td className="border-line border px-4 py-3">{children}</td>,
};

export function LegalDocumentView({
  document,
  markdown,
}: {
  document: LegalDocument;
  markdown: string;
}) {
  return (
    <article className="container-page max-w-3xl py-16 sm:py-20">
      <header className="border-line border-b pb-8">
        <h1 className="text-4xl font-extrabold tracking-tight">{document.heading}</h1>
        <p className="text-ink-soft mt-3">
          Last updated <time dateTime={document.lastUpdated}>{document.lastUpdatedLabel}</time>
        </p>
      </header>
      <div className="text-ink/90">
        <Markdown remarkPlugins={[remarkGfm]} components={COMPONENTS} skipHtml>
          {markdown}
        </Markdown>
      </div>
    </article>
  );
}
