import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** The model settings the launchers pass on to the backend (architecture.md §6). */
export const AI_ENV_KEYS = [
  'AI_BASE_URL',
  'AI_MODEL',
  'AI_API_KEY',
  'OPENAI_API_KEY',
  'AI_PROVIDER',
]

/**
 * Who may sign up (shared/signUpPolicy.ts) and who becomes superadmin: read from the launcher's
 * environment when set there (`CASEFILE_SIGN_UP=domains CASEFILE_SIGN_UP_DOMAINS=hale.com npm start`),
 * and kept in the data directory for the next start.
 */
export const ACCOUNT_ENV_KEYS = [
  'CASEFILE_SIGN_UP',
  'CASEFILE_SIGN_UP_DOMAINS',
  'SUPERADMIN_EMAILS',
]

/**
 * The firm's workflow engine (convex/modules/workflowSend.ts): the secret both sides sign with,
 * whether loopback or private addresses may be called, and how long one request may take.
 */
export const WORKFLOW_ENV_KEYS = [
  'CASEFILE_WORKFLOW_SECRET',
  'CASEFILE_WORKFLOW_ALLOW_LOOPBACK',
  'CASEFILE_WORKFLOW_ALLOW_PRIVATE',
  'CASEFILE_WORKFLOW_TIMEOUT_MS',
]

/**
 * Error reporting (convex/telemetry/sentryProxy.ts): the DSN the tunnel forwards to, the same
 * value as the app's VITE_SENTRY_DSN. Unset, the tunnel answers 404 and nothing is sent.
 */
export const TELEMETRY_ENV_KEYS = ['SENTRY_DSN']

/**
 * Writes the embedded backend's own environment (what `npx convex env set` holds on Convex) into
 * `<dataDir>/env.json`. BETTER_AUTH_SECRET is generated once per data directory and never leaves
 * it; CASEFILE_PROXY_SECRET too, and the launcher hands it to the app server as well (the backend
 * believes a client address only from a request carrying it). `appUrl` is where browsers reach
 * the app (auth links and trusted origins point there).
 * `defaults` fill keys that are unset; `forced` always win (undefined removes the key).
 */
export function prepareBackendEnv(dataDir, appUrl, { defaults = {}, forced = {} } = {}) {
  mkdirSync(dataDir, { recursive: true })
  const envFile = path.join(dataDir, 'env.json')
  const env = existsSync(envFile) ? JSON.parse(readFileSync(envFile, 'utf8')) : {}
  env.BETTER_AUTH_SECRET ??= randomBytes(32).toString('hex')
  env.CASEFILE_PROXY_SECRET ??= randomBytes(32).toString('hex')
  env.SITE_URL = appUrl
  // Both spellings of a local origin may call the auth routes (browsers and tests use either).
  const url = new URL(appUrl)
  const origins = new Set([url.origin])
  if (url.hostname === 'localhost') origins.add(`http://127.0.0.1:${url.port}`)
  env.BETTER_AUTH_TRUSTED_ORIGINS = [...origins].join(',')
  // The model configuration (convex/ai/model/provider.ts) comes from the launcher's environment when
  // it is set there: `AI_BASE_URL=http://127.0.0.1:11434/v1 npm run dev` points at a local Ollama.
  for (const key of [
    ...AI_ENV_KEYS,
    ...ACCOUNT_ENV_KEYS,
    ...WORKFLOW_ENV_KEYS,
    ...TELEMETRY_ENV_KEYS,
  ]) {
    if (process.env[key]) env[key] = process.env[key]
  }
  for (const [key, value] of Object.entries(defaults)) env[key] ??= value
  for (const [key, value] of Object.entries(forced)) {
    if (value === undefined) delete env[key]
    else env[key] = value
  }
  writeFileSync(envFile, JSON.stringify(env, null, 2) + '\n', { mode: 0o600 })
  return env
}

/** The app's default upload cap (shared/fileTypes.ts DEFAULT_MAX_UPLOAD_BYTES, 100 MB). */
export const DEFAULT_MAX_UPLOAD_BYTES = 100 * 1024 * 1024

/**
 * The upload cap the launchers hand convex-local: the deployment's CASEFILE_MAX_UPLOAD_BYTES (its
 * env.json, else the launcher's environment, which the backend process inherits), read as
 * convex/dossier/uploads.ts reads it, so a body the app would refuse at registration is refused while it
 * streams in.
 */
export function maxUploadBytes(backendEnv) {
  const configured = Number(
    backendEnv.CASEFILE_MAX_UPLOAD_BYTES ?? process.env.CASEFILE_MAX_UPLOAD_BYTES,
  )
  return Number.isFinite(configured) && configured > 0
    ? Math.floor(configured)
    : DEFAULT_MAX_UPLOAD_BYTES
}
