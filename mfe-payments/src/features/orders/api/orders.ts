import type { OrderView } from 'contracts';
import { http } from 'shared';

export type { OrderView };

type Data<T> = { success: boolean; data: T };
const one = (reference: string) => `/orders/${encodeURIComponent(reference)}`;

/** GET /orders: the buyer's latest orders, the newest first. */
export async function getMyOrders(): Promise<OrderView[]> {
  const { data } = await http.get<Data<OrderView[]>>('/orders');
  return data.data;
}

/** GET /orders/{reference}: one order, with how to pay it while it awaits payment. */
export async function getOrder(reference: string): Promise<OrderView> {
  const { data } = await http.get<Data<OrderView>>(one(reference));
  return data.data;
}

/** POST /orders/{reference}/utr: the bank's reference of the transfer that pays it. */
export async function sendUtr(reference: string, utr: string): Promise<OrderView> {
  const { data } = await http.post<Data<OrderView>>(`${one(reference)}/utr`, { utr });
  return data.data;
}

/**
 * POST /orders/{reference}/card-session: the address of the card provider's page for the order's
 * exact amount (the server opens the session; the provider's webhook confirms the payment).
 */
export async function openCardPayment(reference: string): Promise<string> {
  const { data } = await http.post<Data<{ url: string }>>(`${one(reference)}/card-session`, {});
  return data.data.url;
}

export interface RevealedVoucher {
  code: string;
  expiresOn: string;
}

/** GET /orders/{reference}/vouchers: the codes of a paid order (the API records each showing). */
export async function revealVouchers(reference: string): Promise<RevealedVoucher[]> {
  const { data } = await http.get<Data<RevealedVoucher[]>>(`${one(reference)}/vouchers`);
  return data.data;
}

/**
 * The invoice or credit note PDF. It needs the session's token, which a plain link does not
 * send, so it is fetched and handed to the browser as a download.
 */
export async function downloadDocument(
  reference: string,
  kind: 'invoice' | 'credit-note',
  fileName: string,
): Promise<void> {
  const { data } = await http.get<Blob>(`${one(reference)}/${kind}`, {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName.replace(/\//g, '-')}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
