// React.lazy for a named export: a part of a screen whose code loads only when it is first shown,
// so what a page needs before it is usable stays small (the sign-in page's budget, issue 18).
// Once its code is in (preload(), or an earlier render), a part renders at once instead of
// showing its fallback for a moment: the app's first render, replacing a first screen the server
// rendered (first-screen/), must show the same parts.
import { lazy, useState } from 'react';
import type { ComponentType } from 'react';

export type LazyComponent<Props extends object> = ComponentType<Props> & {
  /** Loads the part's code, so that it renders at once from then on. */
  preload: () => Promise<void>;
};

export function lazyComponent<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = async () => {
    loaded = (await load())[name];
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  function LazyPart(props: Props) {
    // Chosen once per mount: switching from Lazy to the loaded part would mount it anew.
    const [Part] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Part {...props} />;
  }
  return Object.assign(LazyPart, { preload });
}
