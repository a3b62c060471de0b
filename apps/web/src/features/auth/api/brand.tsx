// GET /api/brand: the brand of the host the app is served from (and of the signed-in project's
// white label), for the sign-in pages and the footer. It is read once per visit (a host's brand
// does not change under an open page) and kept here rather than in TanStack Query: the sign-in page,
// which shows it, does not load the query library (its JavaScript budget, issue 18; decision 021).
import type { BrandInfo } from '@airboard/shared/api';
import { createContext, use, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { api } from '../../../lib/api-client';
import { deferred } from '../../../lib/deferred-contracts';

export function fetchBrand(signal?: AbortSignal): Promise<BrandInfo> {
  return api
    .get('/api/brand', { schema: deferred('brandResponse'), ...(signal ? { signal } : {}) })
    .then((r) => r.brand);
}

/** The visit's brand: asked once, shared by every screen that shows it; asked again after a failure. */
class BrandStore {
  answer: BrandInfo | undefined;
  private request: Promise<BrandInfo> | undefined;

  load(): Promise<BrandInfo> {
    this.request ??= fetchBrand().then(
      (brand) => (this.answer = brand),
      (error: unknown) => {
        this.request = undefined;
        throw error;
      },
    );
    return this.request;
  }
}

const BrandContext = createContext<BrandStore | null>(null);

/** Holds the brand for what it wraps (the app's providers: a test's render starts with none). */
export function BrandProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new BrandStore());
  return <BrandContext value={store}>{children}</BrandContext>;
}

/** The brand, or undefined while it loads (and if it cannot be read: screens fall back to Airboard). */
export function useBrand(): BrandInfo | undefined {
  const store = use(BrandContext);
  if (store === null) {
    throw new Error('useBrand must be used inside BrandProvider (AppProviders)');
  }
  const [brand, setBrand] = useState(store.answer);
  useEffect(() => {
    if (brand !== undefined) {
      return undefined;
    }
    let shown = true;
    store.load().then(
      (loaded) => shown && setBrand(loaded),
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [brand, store]);
  return brand;
}
