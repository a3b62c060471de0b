// The API's answers the server rendered the first screen from (first-screen/render.tsx), sent
// with the page as JSON (#first-screen-answers). The app's first requests of the same paths are
// answered from them, once each and only while the app starts, so its first render shows what the
// server's did; every later request goes to the server.

const ANSWERS_ELEMENT_ID = 'first-screen-answers';
/** After this, the app has started: a request is never answered from the page's old data. */
const ANSWERS_LIFETIME_MS = 10_000;

let answers: Map<string, unknown> | null = null;

/** Reads the page's answers (once, at start): whether the server rendered the first screen. */
export function takeFirstScreenAnswers(): boolean {
  const element = document.getElementById(ANSWERS_ELEMENT_ID);
  answers = null;
  if (element?.textContent) {
    try {
      answers = new Map(Object.entries(JSON.parse(element.textContent) as Record<string, unknown>));
      setTimeout(() => (answers = null), ANSWERS_LIFETIME_MS);
    } catch {
      answers = null;
    }
  }
  element?.remove();
  return answers !== null;
}

/** The page's answer to a GET of `path` (with its query), once; undefined for anything else. */
export function firstScreenAnswer(path: string, init?: RequestInit): Response | undefined {
  if (answers === null || (init?.method ?? 'GET') !== 'GET' || !answers.has(path)) {
    return undefined;
  }
  const body = answers.get(path);
  answers.delete(path);
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}
