// React.lazy for a named export: a part of a screen whose code loads only when it is first shown,
// so what a page needs before it is usable stays small (the sign-in page's budget, issue 18).
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

export function lazyComponent<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
