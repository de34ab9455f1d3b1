import type {
  AdminVoucherProduct,
  CreateVoucherProductBody,
  UpdateVoucherProductBody,
} from 'contracts';
import { http } from 'shared';

// The shapes are the API's own (contracts): prices in paise (INR) and cents (USD).
export type { AdminVoucherProduct, CreateVoucherProductBody, UpdateVoucherProductBody };

export async function listVoucherProducts(): Promise<AdminVoucherProduct[]> {
  const { data } = await http.get<{ data: AdminVoucherProduct[] }>('/commerce/voucher-products');
  return data.data;
}

export async function createVoucherProduct(
  body: CreateVoucherProductBody,
): Promise<AdminVoucherProduct> {
  const { data } = await http.post<{ data: AdminVoucherProduct }>(
    '/commerce/voucher-products',
    body,
  );
  return data.data;
}

export async function updateVoucherProduct(
  courseSlug: string,
  body: UpdateVoucherProductBody,
): Promise<AdminVoucherProduct> {
  const { data } = await http.patch<{ data: AdminVoucherProduct }>(
    `/commerce/voucher-products/${encodeURIComponent(courseSlug)}`,
    body,
  );
  return data.data;
}
