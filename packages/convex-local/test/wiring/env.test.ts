/**
 * Environment variables: `convex-local env set|get|list|remove` against a running server (the
 * functions see changes at once, module-level reads included) and offline (read at the next
 * start), plus edits of env.json picked up by a watching server.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConvexClient, ConvexHttpClient } from 'convex/browser'
import { anyApi } from 'convex/server'
import { main } from '../../src/cli/main'
import { startServer, type RunningServer } from '../../src/server'
import { recordingLogger } from '../protocol/helpers'
import { dataToken, makeKeys, pollUntil, siteAppDir, type TestKeys } from './setup'

const api = anyApi as any
let keys: TestKeys
let dataDir: string

beforeAll(async () => {
  keys = await makeKeys()
  dataDir = mkdtempSync(join(tmpdir(), 'convex-local-env-'))
})

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 })
})

async function cli(args: string[]): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = []
  const code = await main(args, (l) => lines.push(l))
  return { code, lines }
}

function start(watch = false) {
  return startServer({
    convexDir: siteAppDir,
    dataDir,
    port: 0,
    sitePort: 0,
    watch,
    env: keys.env,
    log: () => {},
  })
}

const fileEnv = () => JSON.parse(readFileSync(join(dataDir, 'env.json'), 'utf8')) as object

describe('convex-local env', () => {
  let server: RunningServer
  let http: ConvexHttpClient
  const at = () => ['--data', dataDir, '--port', String(server.port)]

  beforeAll(async () => {
    server = await start()
    http = new ConvexHttpClient(server.url, { logger: false })
  })

  afterAll(async () => {
    await server?.close()
  })

  it('always sets CONVEX_CLOUD_URL and CONVEX_SITE_URL, and refuses to change them', async () => {
    expect(await http.query(api.notes.env, { name: 'CONVEX_CLOUD_URL' })).toBe(server.url)
    expect(await http.query(api.notes.env, { name: 'CONVEX_SITE_URL' })).toBe(server.siteUrl)
    expect((await cli(['env', 'set', 'CONVEX_SITE_URL', 'x', ...at()])).code).toBe(1)
    expect(await http.query(api.notes.env, { name: 'CONVEX_SITE_URL' })).toBe(server.siteUrl)
  })

  it('set reaches the running functions at once and is persisted in env.json', async () => {
    expect(await http.query(api.notes.env, { name: 'GREETING' })).toBeNull()
    expect((await cli(['env', 'set', 'GREETING', 'hello there', ...at()])).code).toBe(0)
    expect(await http.query(api.notes.env, { name: 'GREETING' })).toBe('hello there')
    expect(fileEnv()).toEqual({ GREETING: 'hello there' })
    // NAME=value form; a module-level read sees it too (the code is reloaded).
    expect(await http.query(api.notes.envAtImport, {})).toBeNull()
    expect((await cli(['env', 'set', 'SITE_APP_AT_IMPORT=imported', ...at()])).code).toBe(0)
    expect(await http.query(api.notes.envAtImport, {})).toBe('imported')
    expect((await cli(['env', 'list', ...at()])).lines).toEqual([
      'GREETING=hello there',
      'SITE_APP_AT_IMPORT=imported',
    ])
    expect((await cli(['env', 'get', 'GREETING', ...at()])).lines).toEqual(['hello there'])
  })

  it('remove makes the variable disappear', async () => {
    expect((await cli(['env', 'remove', 'GREETING', ...at()])).code).toBe(0)
    expect(await http.query(api.notes.env, { name: 'GREETING' })).toBeNull()
    expect(fileEnv()).toEqual({ SITE_APP_AT_IMPORT: 'imported' })
    expect((await cli(['env', 'get', 'GREETING', ...at()])).code).toBe(1)
  })

  it('rejects invalid names', async () => {
    expect((await cli(['env', 'set', '1BAD', 'x', ...at()])).code).toBe(1)
    const res = await fetch(`${server.url}/api/update_environment_variables`, {
      method: 'POST',
      headers: { Authorization: `Convex ${server.adminKey}` },
      body: JSON.stringify({ changes: [{ name: 'has-dash', value: 'x' }] }),
    })
    expect(res.status).toBe(400)
    const noAdmin = await fetch(`${server.url}/api/update_environment_variables`, {
      method: 'POST',
      body: JSON.stringify({ changes: [{ name: 'OK', value: 'x' }] }),
    })
    expect(noAdmin.status).toBe(401)
  })

  it('keeps verifying user JWTs after the reload (the validator is rebuilt)', async () => {
    const c = new ConvexClient(server.url, { logger: recordingLogger() as any })
    try {
      const ok = await new Promise<boolean>((resolve) =>
        c.setAuth(async () => dataToken(keys, { sub: 'after-reload' }), resolve),
      )
      expect(ok).toBe(true)
      expect(await c.query(api.notes.whoami, {})).toMatchObject({ subject: 'after-reload' })
    } finally {
      await c.close()
    }
  })
})

describe('env without a running server', () => {
  it('edits env.json, read at the next start', async () => {
    // Port 1 never answers HTTP here, so the file is edited directly.
    expect(
      (await cli(['env', 'set', 'OFFLINE', 'yes', '--data', dataDir, '--port', '1'])).code,
    ).toBe(0)
    expect(fileEnv()).toMatchObject({ OFFLINE: 'yes' })
    // A stale CONVEX_SITE_URL written by hand does not override the real one.
    writeFileSync(
      join(dataDir, 'env.json'),
      JSON.stringify({ ...fileEnv(), CONVEX_SITE_URL: 'http://stale.example' }),
    )
    const server = await start()
    try {
      const http = new ConvexHttpClient(server.url, { logger: false })
      expect(await http.query(api.notes.env, { name: 'OFFLINE' })).toBe('yes')
      expect(await http.query(api.notes.env, { name: 'CONVEX_SITE_URL' })).toBe(server.siteUrl)
    } finally {
      await server.close()
    }
  })

  it('a watching server picks up edits of env.json', async () => {
    const server = await start(true)
    try {
      const http = new ConvexHttpClient(server.url, { logger: false })
      expect(await http.query(api.notes.env, { name: 'EDITED' })).toBeNull()
      writeFileSync(join(dataDir, 'env.json'), JSON.stringify({ EDITED: 'by hand' }))
      await pollUntil(
        async () => (await http.query(api.notes.env, { name: 'EDITED' })) === 'by hand',
        'the edited env.json to reach the functions',
      )
      expect(await http.query(api.notes.env, { name: 'OFFLINE' })).toBeNull()
    } finally {
      await server.close()
    }
  })
})

describe('auth.config.ts follows a reload', () => {
  it('uses the new providers after an env change reloads the code', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'convex-local-env-auth-'))
    const newKeys = await makeKeys()
    writeFileSync(
      join(dir, 'env.json'),
      JSON.stringify({ TEST_JWKS_DATA_URI: keys.env.TEST_JWKS_DATA_URI }),
    )
    const server = await startServer({
      convexDir: siteAppDir,
      dataDir: dir,
      port: 0,
      sitePort: 0,
      env: { SITE_JWKS: keys.env.SITE_JWKS! },
      log: () => {},
    })
    const accepted = async (token: string) => {
      const c = new ConvexClient(server.url, { logger: recordingLogger() as any })
      try {
        return await new Promise<boolean>((resolve) => c.setAuth(async () => token, resolve))
      } finally {
        await c.close()
      }
    }
    try {
      expect(await accepted(await dataToken(keys))).toBe(true)
      expect(await accepted(await dataToken(newKeys))).toBe(false)
      const at = ['--data', dir, '--port', String(server.port)]
      const set = await cli([
        'env',
        'set',
        'TEST_JWKS_DATA_URI',
        newKeys.env.TEST_JWKS_DATA_URI!,
        ...at,
      ])
      expect(set.code).toBe(0)
      expect(await accepted(await dataToken(newKeys))).toBe(true)
      expect(await accepted(await dataToken(keys))).toBe(false)
    } finally {
      await server.close()
      rmSync(dir, { recursive: true, force: true, maxRetries: 5 })
    }
  })
})
