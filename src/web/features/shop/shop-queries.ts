import type { ShopOrderRequest } from '@domain/shop-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';

export function useShopCatalogue() {
  return useQuery({
    queryKey: ['shop', 'catalogue'],
    queryFn: ({ signal }) => call('GET /shop/catalogue', { signal }),
    select: (answer) => answer.products,
    staleTime: 5 * 60_000,
  });
}

export function usePlaceOrder() {
  return useMutation({
    mutationFn: (order: ShopOrderRequest) => call('POST /shop/orders', { body: order }),
  });
}
