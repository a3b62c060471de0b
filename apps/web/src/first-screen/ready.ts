// When the app can take over a first screen the server rendered (first-screen/render.tsx): its
// router has matched the page and loaded the screen's code, and the screen's queries have their
// answers (from the page: lib/first-screen-answers.ts). Rendering then gives the same screen at
// once, where rendering earlier would replace it with loading states for a moment.
import { prefetchesOf, type createAppRouter } from '../app/router';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Never kept waiting longer than this: the app's own loading states take over. */
const MOST_WAIT_MS = 5_000;

function initialized(router: AppRouter): Promise<void> {
  if (router.state.initialized) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}

export async function firstScreenReady(router: AppRouter): Promise<void> {
  const ready = initialized(router).then(() => Promise.all(prefetchesOf(router.state.loaderData)));
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, MOST_WAIT_MS))]);
}
