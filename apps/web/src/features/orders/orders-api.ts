/** The signed-in customer's orders (GET /api/orders, GET /api/orders/:id). */
import { useQuery } from '@tanstack/react-query';
import type { OrderDto } from '@phonexport/domain/dto';
import { api } from '../../lib/api';

export function useOrders() {
  return useQuery({ queryKey: ['orders'], queryFn: () => api<OrderDto[]>('/api/orders') });
}

export function useOrder(id: string | null) {
  return useQuery({ queryKey: ['order', id], queryFn: () => api<OrderDto>(`/api/orders/${encodeURIComponent(id!)}`), enabled: Boolean(id) });
}
