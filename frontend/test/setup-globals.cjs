// jsdom lacks Web APIs that react-router's data router needs (Request, TextEncoder).
// Borrow Node's own implementations from the outer realm; no polyfill package needed.
const { TextEncoder, TextDecoder } = require('node:util');
const nodeGlobal = require('node:vm').runInThisContext('globalThis');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = nodeGlobal.Request;
  globalThis.Headers = nodeGlobal.Headers;
  // Node's Request only accepts Node's AbortSignal, so both come from the same realm.
  globalThis.AbortController = nodeGlobal.AbortController;
  globalThis.AbortSignal = nodeGlobal.AbortSignal;
}

// The layout's scroll restoration scrolls on navigation; jsdom only logs "not implemented".
window.scrollTo = () => {};

// Lazily loaded pages compile on first import; with the whole suite running in parallel on two
// busy cores that took longer than 15 s (three first looks failed at a load of 20). The browser
// tests' bound, 60 s: a wait that passes ends when its element shows, so only a failure waits it out.
require('@testing-library/dom').configure({ asyncUtilTimeout: 60_000 });

// jsdom lacks structuredClone in some versions; IndexedDB clones values with it.
if (typeof globalThis.structuredClone === 'undefined') globalThis.structuredClone = nodeGlobal.structuredClone;
// jsdom has no IndexedDB; the offline outbox keeps its sets there (shared/outbox).
require('fake-indexeddb/auto');

// jsdom has no matchMedia: the tests see the phone layout (no media query matches), as most screens are tested on a phone.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (media) => ({
    media,
    matches: false,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}
