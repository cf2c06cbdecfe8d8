'use client';

import { useRouter } from 'next/navigation';
import { useTransition, type FormEvent } from 'react';
import {
  caseStudiesHref,
  insightsHref,
  type CaseStudiesParams,
  type InsightsParams,
} from '@/lib/post-list/params';

/** Which list the form searches, with the URL's other filter and the form's copy. */
export type SearchedList = {
  labels: { label: string; placeholder: string; button: string };
} & (
  | { kind: 'insights'; params: Pick<InsightsParams, 'query' | 'tag'> }
  | { kind: 'case-studies'; params: Pick<CaseStudiesParams, 'q' | 'stage'> }
);

type ListSearchFormProps = SearchedList & { buttonClassName: string };

/**
 * A GET form that works without JavaScript and, with it, navigates without a reload, the text
 * trimmed and the page back to 1. It starts afresh when the URL's search changes.
 */
export function ListSearchForm({ labels, buttonClassName, ...list }: ListSearchFormProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const insights = list.kind === 'insights';
  const name = insights ? 'query' : 'q';
  const current = list.kind === 'insights' ? list.params.query : list.params.q;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get(name) ?? '').trim();
    startTransition(() => {
      if (list.kind === 'insights') {
        router.push(insightsHref({ query: value, tag: list.params.tag }), { scroll: false });
      } else {
        router.replace(caseStudiesHref({ q: value, stage: list.params.stage, page: 1 }), {
          scroll: false,
        });
      }
    });
  }

  return (
    <form
      key={current ?? ''}
      role="search"
      action={insights ? '/insights' : '/case-studies'}
      method="get"
      onSubmit={onSubmit}
      className="flex w-full gap-2"
    >
      {list.kind === 'insights' && list.params.tag ? (
        <input type="hidden" name="tag" value={list.params.tag} />
      ) : null}
      {list.kind === 'case-studies' && list.params.stage ? (
        <input type="hidden" name="stage" value={list.params.stage.toLowerCase()} />
      ) : null}
      {list.kind === 'case-studies' ? <input type="hidden" name="page" value="1" /> : null}
      <label className="sr-only" htmlFor={`${list.kind}-search`}>
        {labels.label}
      </label>
      <input
        id={`${list.kind}-search`}
        type="search"
        name={name}
        defaultValue={current}
        placeholder={labels.placeholder}
        maxLength={200}
        autoComplete="off"
        className="border-field focus:border-ink placeholder:text-ink-soft min-w-0 flex-1 rounded-md border bg-white px-4 py-2.5 text-base"
      />
      <button type="submit" aria-busy={pending} className={buttonClassName}>
        {labels.button}
      </button>
    </form>
  );
}
