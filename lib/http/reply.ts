/**
 * A route's answer as plain data: a status, a JSON body (or none) and headers, which
 * validated() turns into the Response Next sends (toResponse). Feature code answers with it
 * without building Responses itself.
 */
export interface Reply {
  readonly status: number;
  /** The body, sent as JSON; undefined for none (a 204). */
  readonly json?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export function reply(status: number, json?: unknown, headers?: Record<string, string>): Reply {
  return { status, json, headers };
}

/** A Reply as the Response Next sends (a Response is given back as it is). */
export function toResponse(answer: Reply | Response): Response {
  if (answer instanceof Response) return answer;
  const init = { status: answer.status, headers: answer.headers };
  return answer.json === undefined ? new Response(null, init) : Response.json(answer.json, init);
}
