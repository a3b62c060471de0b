// A dialog whose code loads after the page, not with the screen or bar that offers it: the app
// bar's dialogs (alerts, score help, change project) would otherwise download before every first
// screen (issue 18's LCP). It is fetched once the page has loaded (so it opens even if the server
// has gone meanwhile), or at the first opening if that comes sooner. Once opened it stays
// mounted, so its closing transition plays and focus returns as with any dialog; until its code
// is in (a moment, once) nothing shows.
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { afterPageLoad } from '../lib/after-page-load';

export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  /** Whether the props open the dialog (its `open`, or a chosen item that is not null). */
  isOpen: (props: Props) => boolean,
): ComponentType<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () => (loading ??= load());
  afterPageLoad(() => void loadOnce().catch(() => (loading = undefined)));
  const Dialog = lazy(async () => ({ default: await loadOnce() }));
  return function LazyDialog(props: Props) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) {
      setOpened(true);
    }
    return opened ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  };
}
