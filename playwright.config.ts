import { defineConfig, devices } from '@playwright/test'

// End-to-end tests drive Debian's Chromium against the real stack (`npm run dev` on fresh data,
// on ports of their own so a running dev server is never touched). E2E_PORT_OFFSET moves the whole
// stack (ports, data directory, reports) so two runs on one machine never share a server.
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0)
const APP_PORT = 3100 + OFFSET
const BACKEND_PORT = 3310 + OFFSET
const SITE_PORT = 3311 + OFFSET
const SUFFIX = OFFSET ? `-${OFFSET}` : ''
// The production stack (`npm run build && npm start`) for the smoke tests in e2e/production.
const PROD_APP_PORT = 3600 + OFFSET
const PROD_BACKEND_PORT = 3810 + OFFSET
const PROD_SITE_PORT = 3811 + OFFSET
const PROD_DIR = `.convex-local/e2e-production${SUFFIX}`
// The fake OpenAI-compatible model server (scripts/fake-model-server.mjs; e2e/tables/helpers.ts).
const MODEL_PORT = 3950 + OFFSET
// The fake firm workflow engine (scripts/fake-workflow-engine.mjs; e2e/modules/workflow.spec.ts)
// and the secret it shares with the dev stack's backend.
const ENGINE_PORT = 3960 + OFFSET
const WORKFLOW_SECRET = 'e2e-workflow-secret'
// The fake Sentry and PostHog host (scripts/fake-sentry.mjs; e2e/security/telemetry.spec.ts): the
// dev stack reports to it through the backend's tunnel, as a firm's self-hosted Sentry would see.
const TELEMETRY_PORT = 3970 + OFFSET
const TELEMETRY_URL = `http://127.0.0.1:${TELEMETRY_PORT}`
const SENTRY_DSN = `http://e2epublickey@127.0.0.1:${TELEMETRY_PORT}/1`

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    // Debian's headless shell (scripts/ensure-chromium.mjs installs it): the full browser in
    // headless mode costs about half as much CPU again on this machine.
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
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
}

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
    // A failed test keeps its trace (actions, DOM snapshots, network) but not a screencast: the
    // screencast's frames cost a third of the run's CPU. `--trace on` records everything.
    trace: { mode: 'retain-on-failure', screenshots: false },
    video: 'off',
    screenshot: 'only-on-failure',
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [
    // Listed first so its few tests run at the start: Playwright hands out tests in this order,
    // and listed last they ran after every other test, with one worker idle.
    {
      name: 'production',
      testMatch: 'production/**',
      use: { ...chromium, baseURL: `http://localhost:${PROD_APP_PORT}` },
    },
    // Every other browser spec, system-wide ones included (system table templates, modules):
    // a page restored from the server takes live results only once hydrated
    // (app/lib/live-results.ts), so a firm-wide list that changes mid-render no longer mismatches.
    { name: 'chromium', testIgnore: 'production/**', use: chromium },
  ],
  webServer: [
    {
      command: `node scripts/fake-model-server.mjs --port ${MODEL_PORT}`,
      url: `http://127.0.0.1:${MODEL_PORT}/requests`,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
    },
    {
      command: `node scripts/fake-workflow-engine.mjs --port ${ENGINE_PORT}`,
      url: `http://127.0.0.1:${ENGINE_PORT}/requests`,
      env: { CASEFILE_WORKFLOW_SECRET: WORKFLOW_SECRET },
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
    },
    {
      command: `node scripts/fake-sentry.mjs --port ${TELEMETRY_PORT}`,
      url: `${TELEMETRY_URL}/envelopes`,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
    },
    {
      command: `node scripts/dev.mjs --port ${APP_PORT} --backend-port ${BACKEND_PORT} --site-port ${SITE_PORT} --data .convex-local/e2e${SUFFIX} --fresh --trusted-proxies 127.0.0.1,::1 --bundled`,
      url: `http://127.0.0.1:${APP_PORT}/login`,
      // Read after the run by scripts/check-logs.mjs.
      // A model is configured (the fake server below): every matter stays offline until it consents.
      env: {
        CASEFILE_LOG_FILE: `test-results/dev-stack${SUFFIX}.log`,
        AI_BASE_URL: `http://127.0.0.1:${MODEL_PORT}/v1`,
        AI_MODEL: 'fake-model',
        // Workflow modules may call the fake engine on this machine.
        CASEFILE_WORKFLOW_SECRET: WORKFLOW_SECRET,
        CASEFILE_WORKFLOW_ALLOW_LOOPBACK: '1',
        // Error reporting and product analytics on, pointed at the fake host: every spec then also
        // runs with them loaded (the production stack below runs without, as `npm start` does).
        VITE_SENTRY_DSN: SENTRY_DSN,
        SENTRY_DSN,
        VITE_POSTHOG_KEY: 'phc_e2e',
        VITE_POSTHOG_HOST: TELEMETRY_URL,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // Exactly what a firm runs on one machine, on fresh data: the production build and `npm start`.
      command: [
        `node -e "require('fs').rmSync('${PROD_DIR}', { recursive: true, force: true })"`,
        `node scripts/build.mjs --out-dir ${PROD_DIR}/app-build`,
        `node scripts/start.mjs --port ${PROD_APP_PORT} --build ${PROD_DIR}/app-build --data ${PROD_DIR}/data`,
      ].join(' && '),
      env: {
        VITE_CONVEX_URL: `http://127.0.0.1:${PROD_BACKEND_PORT}`,
        VITE_CONVEX_SITE_URL: `http://127.0.0.1:${PROD_SITE_PORT}`,
        CASEFILE_LOG_FILE: `test-results/production-stack${SUFFIX}.log`,
        // `npm start` closes sign-up (invitation only by default); the smoke tests' firm opens it
        // to its own domain, which every address they make (uniqueEmail) is at.
        CASEFILE_SIGN_UP: 'domains',
        CASEFILE_SIGN_UP_DOMAINS: 'e2e.casefile.test',
      },
      url: `http://127.0.0.1:${PROD_APP_PORT}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
})
