import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { routeChunk } from './vite-plugins/route-chunk.ts';

// The address the api listens on by default (HOST): `localhost` may resolve to ::1 first.
const apiTarget = 'http://127.0.0.1:3000';

/**
 * Most visits open the dashboard (the app's start page). Left to itself the bundler splits what the
 * dashboard needs beyond the shell into some twenty small chunks shared with other pages, each a
 * round trip on a phone's connection (HTTP/1.1 opens six at a time); `codeSplitting` below puts
 * them in one chunk instead, with the signed-in shell's status (offline banner, rest timer), which
 * loads beside it on every screen and shares its outbox. Other pages import what they share from it.
 */
const src = (path: string) => fileURLToPath(new URL(`src/${path}`, import.meta.url));
const entry = src('main.tsx');
const shell = routeChunk([entry]);
const dashboard = routeChunk([src('pages/Dashboard/dashboard-page.tsx'), src('features/workouts/components/gym-floor-status.tsx')], {
  preload: { chunkName: 'dashboard' },
});

/**
 * `vite build --ssr src/entry-server.tsx` (the second half of `npm run build -w frontend`): the
 * api's drawing of the dashboard's first screen, one self-contained module in dist-server, outside
 * dist so that it is neither served nor precached by the service worker.
 */
const serverBuild = defineConfig({
  plugins: [react()],
  ssr: { noExternal: true },
  // React's production build whatever NODE_ENV the api runs with (tests run it as `test`).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { outDir: 'dist-server', emptyOutDir: true, sourcemap: false, copyPublicDir: false },
});

// Paths are relative to this folder: both `npm run build -w frontend` and `vite build` run here.
const browserBuild = defineConfig({
  plugins: [
    react(),
    shell,
    dashboard,
    VitePWA({
      // Registered by the app after the first screen (app/register-service-worker.ts), never render-blocking.
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Hantelwerk – Trainingstagebuch',
        short_name: 'Hantelwerk',
        description: 'Dein Trainingstagebuch mit KI-Coach',
        lang: 'de',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#0b0d10',
        theme_color: '#0b0d10',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        // Not the app's pages: the api, and bull-board's at /admin/queues (QUEUE_BOARD_PATH), which
        // "Bull Board öffnen" opens; answered with the app's index.html, it showed the app instead.
        navigateFallbackDenylist: [/^\/api\//, /^\/admin\/queues(\/|$)/],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // The reads the lifter needs to open the app offline, answered from the last copy without
            // network; the app notes whose copy it is and drops it for anyone else (src/lib/api-cache.ts).
            // Written inline: Workbox copies this function into the service worker.
            urlPattern: ({ url, request }) =>
              request.method === 'GET' &&
              url.origin === self.location.origin &&
              /^\/api\/(auth\/me|auth\/providers|dashboard|machines|workouts|training-plans|training-plan-relations)(\/|$)/.test(url.pathname),
            handler: 'NetworkFirst',
            options: { cacheName: 'hantelwerk-api', networkTimeoutSeconds: 4, expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 } },
          },
        ],
      },
    }),
    // A .br and a .gz beside every text asset, sent by the server as they are (backend/src/app/frontend-assets.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|webmanifest|json)$/, threshold: 512 }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the build: the api serves dist to anyone, and maps would publish the
    // source with its comments (the dev server has its own maps).
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry imports statically: one file beside the entry instead of several.
            {
              name: 'shell',
              test: (id) => id === '\0vite/preload-helper.js' || (id !== entry && shell.modules.has(id)),
              priority: 2,
              includeDependenciesRecursively: false,
            },
            { name: 'dashboard', test: (id) => dashboard.modules.has(id), priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
