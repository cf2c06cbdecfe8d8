import type { Thing, WithContext } from 'schema-dts';

/** Structured data as a script tag; `<` is escaped so the JSON cannot close the tag. */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
