// GET /api/products: the catalogue of device products (hubs and sensors), to register kits of.
import { productsResponse, type Product } from '@airboard/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: ['products'],
    queryFn: ({ signal }): Promise<Product[]> =>
      api.get('/api/products', { schema: productsResponse, signal }).then((r) => r.results),
    // The catalogue changes with hardware releases, not while a dialog is open.
    staleTime: Infinity,
  });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
