// The answers the server read for the first screen, handed to the browser with the page (docs/decisions.md
// "The first screen on the server"): the server's fetch records them, the browser's HTTP client takes each
// one the first time it asks for that method and path (src/api/early-fetch.ts, as it takes the early
// start's), so nothing the server read is fetched again and the browser's actor reads what the server's read.
import type { EarlyHandoff } from '../boot/early-start';

/** One answer as the server read it: a response, or a call that failed (a time-out, the network). */
export interface RecordedAnswer {
  method: string;
  /** Path and query, without the origin (the server and the browser reach the API at different bases). */
  path: string;
  status: number | null;
  headers: Record<string, string>;
  body: string;
}

/** The headers the app reads from an answer (the transaction poll's, the content type). */
const KEPT_HEADERS = ['content-type', 'x-poll-interval', 'x-transaction-isready'];

const keyOf = (method: string, url: string) => {
  const u = new URL(url, 'http://any');
  return `${method.toUpperCase()} ${u.pathname}${u.search}`;
};

/**
 * A fetch that records every answer it gives (the server's API client for the first screen). Once `closed`
 * says so (the render is over, its actor stopped), a call ends unrecorded: the browser makes it itself.
 */
export function recordingFetch(network: typeof fetch, answers: RecordedAnswer[], closed: () => boolean = () => false): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const entry: RecordedAnswer = { method: request.method, path: keyOf(request.method, request.url).split(' ')[1]!, status: null, headers: {}, body: '' };
    try {
      const response = await network(request);
      entry.status = response.status;
      for (const name of KEPT_HEADERS) {
        const value = response.headers.get(name);
        if (value !== null) entry.headers[name] = value;
      }
      entry.body = request.method === 'HEAD' ? '' : await response.clone().text();
      if (!closed()) answers.push(entry);
      return response;
    } catch (error) {
      // A call that failed (the banner's 150 ms time-out, SPEC 7) fails again in the browser, the same way.
      if (!closed()) answers.push(entry);
      throw error;
    }
  };
}

/** The browser's hand-over of the server's answers, in the early start's shape (one answer per request, once). */
export function answersHandoff(answers: readonly RecordedAnswer[], launchHref: string): EarlyHandoff {
  const waiting = new Map<string, RecordedAnswer[]>();
  for (const answer of answers) {
    const key = `${answer.method} ${answer.path}`;
    waiting.set(key, [...(waiting.get(key) ?? []), answer]);
  }
  return {
    launchHref,
    take(method, url) {
      const answer = waiting.get(keyOf(method, url))?.shift();
      if (!answer) return undefined;
      if (answer.status === null) return Promise.reject(new TypeError('the server could not read this answer'));
      const body = answer.method === 'HEAD' || answer.status === 204 ? null : answer.body;
      return Promise.resolve(new Response(body, { status: answer.status, headers: answer.headers }));
    },
    close() {
      waiting.clear();
    },
  };
}
