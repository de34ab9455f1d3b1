import type { VoidVoucherBody, VoucherImportBody, VoucherImportResponse } from 'contracts';
import { http } from 'shared';

export type { VoucherImportResponse };

/** Sends the vendor's CSV as it is: the API checks every row and stores all of them or none. */
export async function importVouchers(csv: string): Promise<VoucherImportResponse> {
  const body: VoucherImportBody = { csv };
  const { data } = await http.post<VoucherImportResponse>('/commerce/vouchers/import', body, {
    // A file of two thousand codes is sealed one by one on the server: more than a click's wait.
    timeout: 120_000,
  });
  return data;
}

export async function voidVoucher(code: string): Promise<void> {
  const body: VoidVoucherBody = { code };
  await http.post('/commerce/vouchers/void', body);
}
