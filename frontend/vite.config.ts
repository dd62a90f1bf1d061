import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = 'http://localhost:3000';

// Paths are relative to this folder: both `npm run build -w frontend` and `vite build` run here.
export default defineConfig({
  plugins: [
    react(),
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
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // The reads the lifter needs to open the app offline, answered from the last copy without
            // network. Written inline: Workbox copies this function into the service worker.
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
    sourcemap: true,
  },
});
