import { fromOwnPages } from './same-origin.js';

const publicOrigin = 'https://gym.example.com';
const addressedTo = 'http://10.0.0.7:3000';

describe('fromOwnPages', () => {
  it('trusts what the browser says in Sec-Fetch-Site', () => {
    expect(fromOwnPages({ fetchSite: 'same-origin', origin: 'http://localhost:5173', addressedTo }, publicOrigin)).toBe(true);
    expect(fromOwnPages({ fetchSite: 'cross-site', origin: publicOrigin, addressedTo }, publicOrigin)).toBe(false);
    expect(fromOwnPages({ fetchSite: 'same-site', addressedTo }, publicOrigin)).toBe(false);
  });

  it('compares Origin with the public and the addressed origin when the browser sends no Sec-Fetch-Site', () => {
    expect(fromOwnPages({ origin: publicOrigin, addressedTo }, publicOrigin)).toBe(true);
    expect(fromOwnPages({ origin: addressedTo, addressedTo }, publicOrigin)).toBe(true);
    expect(fromOwnPages({ origin: 'https://evil.example', addressedTo }, publicOrigin)).toBe(false);
    expect(fromOwnPages({ origin: 'null', addressedTo }, publicOrigin)).toBe(false);
    expect(fromOwnPages({ origin: 'https://gym.example.com.evil.example', addressedTo }, publicOrigin)).toBe(false);
  });

  it('lets requests through that no browser page sent', () => {
    expect(fromOwnPages({ addressedTo }, publicOrigin)).toBe(true);
  });
});
