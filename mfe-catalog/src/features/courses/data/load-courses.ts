import { loadChunk } from 'shared';
import type { Vendor } from './types';

// Each vendor's data is a chunk of its own, shared by every page that shows it: a CompTIA
// course page loads the CompTIA data only (README 'Chunks'). Pages read it with React's `use`,
// which suspends until the chunk is there: the server's render waits for it, and hydration
// keeps the server's HTML meanwhile.

export type ComptiaData = typeof import('./comptia');
export type PecbData = typeof import('./pecb');

const loading = new Map<Vendor, Promise<unknown>>();

/**
 * One promise per vendor, so `use` sees the same promise on every render. A load that fails
 * after its retries is forgotten, so the shell's retry loads it again.
 */
function once<T>(vendor: Vendor, load: () => Promise<T>): Promise<T> {
  let promise = loading.get(vendor) as Promise<T> | undefined;
  if (!promise) {
    promise = loadChunk(load);
    promise.catch(() => loading.delete(vendor));
    loading.set(vendor, promise);
  }
  return promise;
}

export function loadComptia(): Promise<ComptiaData> {
  return once('CompTIA', () => import('./comptia'));
}

export function loadPecb(): Promise<PecbData> {
  return once('PECB', () => import('./pecb'));
}

/** Starts loading a vendor's data (a route's chunk loader calls it, so both load at once). */
export function preloadVendor(vendor: Vendor): void {
  void (vendor === 'CompTIA' ? loadComptia() : loadPecb());
}
