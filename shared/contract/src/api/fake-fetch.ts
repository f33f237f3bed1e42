// Test support: a fetch that records what the client sends and answers canned responses,
// so the wire rules are checked without a server.

/** One request as the platform would see it. */
export interface RecordedRequest {
  readonly method: string;
  readonly url: URL;
  /** The method name: the path after /api/. */
  readonly apiMethod: string;
  readonly query: URLSearchParams;
  /** The multipart body of a POST, null otherwise. */
  readonly form: FormData | null;
  readonly credentials: RequestCredentials | undefined;
}

type Answer = (request: RecordedRequest) => Response | Promise<Response>;

/** A JSON response with the given body and HTTP status. */
export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const fakeFetch = (answer: Answer = () => jsonResponse({ data: null })) => {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://omad.test');
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url,
      apiMethod: url.pathname.replace(/^.*\/api\//, ''),
      query: url.searchParams,
      form: init.body instanceof FormData ? init.body : null,
      credentials: init.credentials,
    };
    requests.push(request);
    return answer(request);
  };
  /** The last recorded request; fails the test when nothing was sent. */
  const last = (): RecordedRequest => {
    const request = requests.at(-1);
    if (!request) throw new Error('no request was sent');
    return request;
  };
  return { fetch, requests, last };
};
