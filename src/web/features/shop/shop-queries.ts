import {
  SHOP_CATALOGUE_PATH,
  SHOP_ORDERS_PATH,
  type ShopCatalogueResponse,
  type ShopOrderRequest,
  type ShopOrderResponse,
} from '@domain/shop-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export function useShopCatalogue() {
  return useQuery({
    queryKey: ['shop', 'catalogue'],
    queryFn: ({ signal }) => api.get<ShopCatalogueResponse>(SHOP_CATALOGUE_PATH, signal),
    select: (answer) => answer.products,
    staleTime: 5 * 60_000,
  });
}

export function usePlaceOrder() {
  return useMutation({
    mutationFn: (order: ShopOrderRequest) => api.post<ShopOrderResponse>(SHOP_ORDERS_PATH, order),
  });
}
