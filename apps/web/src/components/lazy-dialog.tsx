// A dialog whose code loads when it is first opened, not with the screen or bar that offers it:
// the app bar's dialogs (alerts, score help, change project) would otherwise download before
// every first screen (issue 18's LCP). Once opened it stays mounted, so its closing transition
// plays and focus returns as with any dialog; until its code is in (a moment, once) nothing shows.
import { lazy, Suspense, useState, type ComponentType } from 'react';

export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  /** Whether the props open the dialog (its `open`, or a chosen item that is not null). */
  isOpen: (props: Props) => boolean,
): ComponentType<Props> {
  const Dialog = lazy(async () => ({ default: await load() }));
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
