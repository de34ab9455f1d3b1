import type { AdminCoupon, CreateCouponBody } from 'contracts';
import { http } from 'shared';

// The API's shapes (contracts): a percent coupon's value is basis points (10 % is 1000), a fixed
// one's is minor units of its currency.
export type { AdminCoupon, CreateCouponBody };

export async function listCoupons(): Promise<AdminCoupon[]> {
  const { data } = await http.get<{ data: AdminCoupon[] }>('/commerce/coupons');
  return data.data;
}

export async function createCoupon(body: CreateCouponBody): Promise<AdminCoupon> {
  const { data } = await http.post<{ data: AdminCoupon }>('/commerce/coupons', body);
  return data.data;
}

export async function deactivateCoupon(id: string): Promise<AdminCoupon> {
  const { data } = await http.post<{ data: AdminCoupon }>(
    `/commerce/coupons/${encodeURIComponent(id)}/deactivate`,
  );
  return data.data;
}
