import { restoreCaches, stubCaches } from '../test/cache-stub';
import { claimApiCache, dropApiCache } from './api-cache';

let deleted: ReturnType<typeof stubCaches>;
beforeEach(() => {
  deleted = stubCaches();
});
afterEach(() => {
  restoreCaches();
  localStorage.clear();
});

describe('the answers the service worker keeps, on a shared phone', () => {
  it('are kept for their owner and dropped when someone else signs in', async () => {
    // Nobody noted yet: copies kept before owners were noted could be anyone's.
    await claimApiCache('anna');
    expect(deleted).toHaveBeenCalledTimes(1);
    await claimApiCache('anna');
    expect(deleted).toHaveBeenCalledTimes(1);
    await claimApiCache('berta');
    expect(deleted).toHaveBeenCalledTimes(2);
    expect(deleted).toHaveBeenLastCalledWith('hantelwerk-api');
  });

  it('are dropped when the session ends, and again when the next one is claimed: an answer of the ended session may land after the drop', async () => {
    await claimApiCache('anna');
    await dropApiCache();
    expect(deleted).toHaveBeenCalledTimes(2);
    await claimApiCache('berta');
    expect(deleted).toHaveBeenCalledTimes(3);
    await claimApiCache('berta');
    expect(deleted).toHaveBeenCalledTimes(3);
  });

  it('are claimed after a drop under way, never before it', async () => {
    let finishDrop = () => {};
    deleted.mockImplementationOnce(() => new Promise((resolve) => (finishDrop = () => resolve(true))));
    const drop = dropApiCache();
    const claim = claimApiCache('berta');
    await Promise.resolve();
    finishDrop();
    await Promise.all([drop, claim]);
    // The claim came after the drop had finished, and dropped what came in meanwhile.
    expect(deleted).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('apiCacheOwner')).toBe('berta');
  });

  it('let the sign-in go on when the browser fails to delete them, or has no such caches', async () => {
    deleted.mockRejectedValueOnce(new Error('quota'));
    await expect(claimApiCache('anna')).resolves.toBeUndefined();
    restoreCaches();
    await expect(claimApiCache('berta')).resolves.toBeUndefined();
    await expect(dropApiCache()).resolves.toBeUndefined();
  });
});
