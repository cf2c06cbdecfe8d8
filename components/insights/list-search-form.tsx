'use client';

import { useRouter } from 'next/navigation';
import { useTransition, type FormEvent } from 'react';
import { caseStudiesHref, insightsHref } from '@/lib/post-list/params';
import type { StageName } from '@/lib/wordpress/constants';

type ListSearchFormProps = {
  label: string;
  placeholder: string;
  buttonLabel: string;
  defaultValue?: string;
} & ({ kind: 'insights'; tag?: number } | { kind: 'case-studies'; stage?: StageName });

/**
 * A GET form that works without JavaScript (the server canonicalises its URL) and, with it,
 * navigates without a reload: the text is trimmed, an empty search removes the parameter
 * and the page goes back to 1. Insights push a history entry; case studies replace it.
 */
export function ListSearchForm(props: ListSearchFormProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const name = props.kind === 'insights' ? 'query' : 'q';
  const action = props.kind === 'insights' ? '/insights' : '/case-studies';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get(name) ?? '').trim();
    startTransition(() => {
      if (props.kind === 'insights') {
        router.push(insightsHref({ query: value, tag: props.tag }), { scroll: false });
      } else {
        router.replace(caseStudiesHref({ q: value, stage: props.stage, page: 1 }), {
          scroll: false,
        });
      }
    });
  }

  return (
    <form
      role="search"
      action={action}
      method="get"
      onSubmit={onSubmit}
      className="flex w-full gap-2"
    >
      {props.kind === 'insights' && props.tag ? (
        <input type="hidden" name="tag" value={props.tag} />
      ) : null}
      {props.kind === 'case-studies' && props.stage ? (
        <input type="hidden" name="stage" value={props.stage.toLowerCase()} />
      ) : null}
      {props.kind === 'case-studies' ? <input type="hidden" name="page" value="1" /> : null}
      <label className="sr-only" htmlFor={`${props.kind}-search`}>
        {props.label}
      </label>
      <input
        id={`${props.kind}-search`}
        type="search"
        name={name}
        defaultValue={props.defaultValue}
        placeholder={props.placeholder}
        maxLength={200}
        autoComplete="off"
        className="border-line focus:border-ink min-w-0 flex-1 rounded-md border bg-white px-4 py-2.5 text-base placeholder:text-slate-500"
      />
      <button
        type="submit"
        aria-busy={pending}
        className="bg-ink hover:bg-ink-soft rounded-md px-5 py-2.5 text-sm font-semibold text-white disabled:opacity-60"
      >
        {props.buttonLabel}
      </button>
    </form>
  );
}
