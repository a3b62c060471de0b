// Toasts — notistack's snackbars — without notistack on the start-up path (issue 18: the sign-in
// page's JavaScript budget). Screens call `enqueueSnackbar` from here; the first call loads
// notistack, mounts its provider through <ToastHost /> and then shows what was asked for, in
// order. Every later call goes straight to notistack. Its code downloads once the page has loaded,
// off the first screen's path: a toast often says the server cannot be reached, and by then the
// code could not be fetched any more (a lobby screen whose server stops).
import type * as NotistackModule from 'notistack';
import type { OptionsObject, SnackbarMessage } from 'notistack';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { afterPageLoad } from './after-page-load';

type Notistack = typeof NotistackModule;
type Toast = { message: SnackbarMessage; options?: OptionsObject };

/** How toasts look everywhere: at most three at once, bottom centre. */
const MAX_TOASTS = 3;
const ANCHOR = { vertical: 'bottom', horizontal: 'center' } as const;

/** notistack, once loaded; its provider mounts at once from then on (no Suspense). */
let loaded: Notistack | undefined;
let loading: Promise<Notistack> | undefined;
/** Loads notistack (once). Tests call it first, so a toast shows in the render that asks for it. */
export function loadNotistack(): Promise<Notistack> {
  return (loading ??= import('notistack').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // Not fetched (offline): the next toast tries again.
      loading = undefined;
      throw error;
    },
  ));
}

/** notistack once its provider is mounted (its global enqueue works from then on). */
let ready: Notistack | undefined;
/** Toasts asked for before that, shown when it is. */
const waiting: Toast[] = [];
/** Whether the host should mount the provider: false until the first toast. */
let wanted = false;
const listeners = new Set<() => void>();

/** Shows a toast: notistack's `enqueueSnackbar` (message and options), loaded on first use. */
export function enqueueSnackbar(message: SnackbarMessage, options?: OptionsObject): void {
  if (ready) {
    ready.enqueueSnackbar(message, options);
    return;
  }
  waiting.push({ message, options });
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** notistack's provider; shows the toasts that waited for it once mounted. */
function Toasts({ notistack }: { notistack: Notistack }) {
  useEffect(() => {
    // The provider's constructor has set notistack's global enqueue: show what waited.
    ready = notistack;
    waiting
      .splice(0)
      .forEach(({ message, options }) => notistack.enqueueSnackbar(message, options));
    return () => {
      ready = undefined;
    };
  }, [notistack]);
  return <notistack.SnackbarProvider maxSnack={MAX_TOASTS} anchorOrigin={ANCHOR} />;
}

/** Where toasts appear: nothing until the first one is asked for. Mounted once, in the providers. */
export function ToastHost() {
  useEffect(() => afterPageLoad(() => void loadNotistack().catch(() => undefined)), []);
  // The server's first screen (first-screen/) shows no toast.
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  const [notistack, setNotistack] = useState(loaded);
  useEffect(() => {
    if (show && !notistack) {
      loadNotistack().then(setNotistack, () => undefined);
    }
  }, [show, notistack]);
  return show && notistack ? <Toasts notistack={notistack} /> : null;
}
