/** jsdom has no CacheStorage: a stand-in for the service worker's caches that notes which were deleted. */
export function stubCaches() {
  const deleted = jest.fn<Promise<boolean>, [string]>(() => Promise.resolve(true));
  Object.defineProperty(globalThis, 'caches', { value: { delete: deleted }, configurable: true });
  return deleted;
}

export function restoreCaches() {
  delete (globalThis as { caches?: unknown }).caches;
}
