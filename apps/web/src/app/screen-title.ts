// Each route's screen title lives in its route handle; this reads the deepest one.
import { useMatches } from 'react-router';
import { PRODUCT_NAME } from '../lib/brand';

export type ScreenHandle = { title: string };

export function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'title' in handle &&
    typeof handle.title === 'string'
  );
}

export function useScreenTitle(): string {
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isScreenHandle);
  return handle?.title ?? PRODUCT_NAME;
}
