import { quotaProblem } from './upload-quota.js';

describe('quotaProblem', () => {
  const quota = { files: 3, bytes: 5 * 1024 * 1024 };
  const full = { files: 3, size: '5 MB' };

  it('lets a user store up to the quota, in files and in bytes', () => {
    expect(quotaProblem({ files: 0, bytes: 0 }, quota, 0)).toBeNull();
    expect(quotaProblem({ files: 2, bytes: 4 * 1024 * 1024 }, quota, 1024 * 1024)).toBeNull();
  });

  it('refuses the file one over the count, or the byte one over the size', () => {
    expect(quotaProblem({ files: 3, bytes: 0 }, quota, 0)).toEqual(full);
    expect(quotaProblem({ files: 2, bytes: 4 * 1024 * 1024 }, quota, 1024 * 1024 + 1)).toEqual(full);
    expect(quotaProblem({ files: 0, bytes: 5 * 1024 * 1024 + 1 }, quota, 0)).toEqual(full);
  });
});
