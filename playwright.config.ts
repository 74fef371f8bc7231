import { defineConfig, devices } from '@playwright/test'

// End-to-end tests drive Debian's Chromium against the real stack (`npm run dev` on fresh data,
// on ports of their own so a running dev server is never touched). E2E_PORT_OFFSET moves the whole
// stack (ports, data directory, reports) so two runs on one machine never share a server.
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0)
const APP_PORT = 3100 + OFFSET
const BACKEND_PORT = 3310 + OFFSET
const SITE_PORT = 3311 + OFFSET
const SUFFIX = OFFSET ? `-${OFFSET}` : ''

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 7_500 },
  outputDir: `test-results/artifacts${SUFFIX}`,
  reporter: [['list'], ['json', { outputFile: `test-results/e2e${SUFFIX}.json` }]],
  use: {
    // The same origin as the backend's SITE_URL, so email links and cookies agree.
    baseURL: `http://localhost:${APP_PORT}`,
    trace: 'retain-on-failure',
    video: 'off',
    screenshot: 'only-on-failure',
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          // This machine has no network: keep Chromium from reaching out at all.
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `node scripts/dev.mjs --port ${APP_PORT} --backend-port ${BACKEND_PORT} --site-port ${SITE_PORT} --data .convex-local/e2e${SUFFIX} --fresh --trust-forwarded-for --bundled`,
    url: `http://127.0.0.1:${APP_PORT}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
