import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  server: {
    host: '127.0.0.1',
    port: 3000,
    strictPort: true,
    // Vite's CORS middleware sets `Vary` before Start writes its response, which makes Node merge
    // the raw headers through setHeader, keeping only the last Set-Cookie; better-auth sets two.
    // Nothing cross-origin calls the dev server, so CORS stays off.
    cors: false,
    // Transform the app's modules up front so the first page load in dev is not a cold start.
    warmup: {
      clientFiles: ['./app/router.tsx', './app/routes/**/*.tsx', './app/components/**/*.tsx'],
    },
  },
  preview: { host: '127.0.0.1', port: 3000 },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./app', import.meta.url)),
      '@convex': fileURLToPath(new URL('./convex', import.meta.url)),
      '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
    },
  },
  plugins: [
    tailwindcss(),
    // Start's plugin must come before React's.
    tanstackStart({ srcDirectory: 'app' }),
    viteReact(),
  ],
})
