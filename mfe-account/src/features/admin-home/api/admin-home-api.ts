import type { AdminHome } from 'contracts';
import { http } from 'shared';

// The API's shape (contracts): money in minor units, days as the site counts them (India).
export type { AdminHome };

/** An answer of another shape (an older API, a proxy's page) is a failure, not figures. */
function isAdminHome(value: unknown): value is AdminHome {
  const home = value as Partial<AdminHome> | null;
  return (
    typeof home?.today === 'string' &&
    typeof home.orders?.today?.count === 'number' &&
    typeof home.payments?.held === 'number' &&
    Array.isArray(home.lowStock)
  );
}

/** GET /admin/home: the figures of the admin panel's first tab. */
export async function getAdminHome(): Promise<AdminHome> {
  const { data } = await http.get<{ data: unknown }>('/admin/home');
  if (!isAdminHome(data.data)) throw new Error('The admin home answered in an unknown shape');
  return data.data;
}
