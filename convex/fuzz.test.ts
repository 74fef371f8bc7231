// @vitest-environment node
/**
 * Bad input on the real engine (targets R3): every public function, called by a signed-in
 * organisation admin with malformed arguments built from its own validator, must answer with a
 * typed error (the engine's ArgumentValidationError or a ConvexError with a known code), never an
 * internal error, and must write nothing. Runs against convex-local, whose argument validation
 * and limits match Convex's, so ids of the wrong table are refused as they would be in production.
 * Each function gets the crafted cases of test.fuzz.ts (every field: each wrong kind, 1 MiB,
 * lone surrogates, foreign ids, 8,193 elements, deep nesting), then seeded random ones (one to
 * three fields at once, NaN and infinities, bad encodings, reserved field names) up to 1,000.
 */
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { ConvexClient, ConvexHttpClient } from 'convex/browser'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { api } from './_generated/api'
import type { Id } from './_generated/dataModel'
import { ENGINE_PROXY_SECRET, type Engine, signUpOnEngine, startEngine } from './test.engine'
import { malformedArgs, randomMalformedArgs } from './test.fuzz'
import { TINY_JPEG, TINY_PNG, manyPagePdf, sizeLyingDocx } from './test.hostile'
import { CASES, type Firm, publicFunctionValidators } from './test.matrix'

const TYPED_CODES = ['INVALID_INPUT', 'NOT_FOUND', 'FORBIDDEN', 'UNAUTHENTICATED', 'CONFLICT']
// Calls per public function: the crafted cases, topped up with seeded random ones to target R3's
// 1,000 (about a minute for the whole API). `npm run test:fuzz` runs this suite alone;
// CASEFILE_FUZZ_CALLS and CASEFILE_FUZZ_SEED change the count and the random sequence.
const CALLS_PER_FUNCTION = Number(process.env.CASEFILE_FUZZ_CALLS ?? 1000)
const SEED = Number(process.env.CASEFILE_FUZZ_SEED ?? 20261122)

/** A stable number per function name, so each function gets its own random sequence. */
function seedFor(name: string) {
  let hash = SEED
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0
  return hash
}

let engine: Engine
let admin: ConvexHttpClient
let adminToken: string
let firm: Firm
let idsByTable: Record<string, string>

let database: Database.Database | undefined

/**
 * The latest commit and the document count: any write moves one of them. One read-only
 * connection serves every check; in WAL mode each statement reads the newest commit.
 */
function writeMark() {
  database ??= new Database(join(engine.dataDir, 'db.sqlite'), {
    readonly: true,
    fileMustExist: true,
  })
  return database.prepare('SELECT max(ts) AS ts, count(*) AS docs FROM documents').get()
}

beforeAll(async () => {
  engine = await startEngine()
  const adminAuth = await signUpOnEngine(engine, 'fuzz-admin@hale.test', 'Fuzz Admin')
  const memberAuth = await signUpOnEngine(engine, 'fuzz-member@hale.test', 'Fuzz Member')
  admin = new ConvexHttpClient(engine.url)
  admin.setAuth(adminAuth.token)
  adminToken = adminAuth.token
  const member = new ConvexHttpClient(engine.url)
  member.setAuth(memberAuth.token)

  const { organizationId, slug: organizationSlug } = await admin.mutation(
    api.organizations.create,
    {
      organizationName: 'Fuzz LLP',
    },
  )
  await admin.mutation(api.organizations.invite, {
    organizationId,
    email: 'fuzz-member@hale.test',
    role: 'Member',
  })
  await member.mutation(api.organizations.acceptPendingInvitations, {})
  const invitee = 'fuzz-invitee@hale.test'
  await admin.mutation(api.organizations.invite, { organizationId, email: invitee, role: 'Member' })
  const invitations = (await admin.query(api.organizations.invitations, { organizationId })) as {
    _id: Id<'invitations'>
    email: string
  }[]
  const invitationId = invitations.find((row) => row.email === invitee)!._id
  const members = (await admin.query(api.organizations.members, { organizationId })) as {
    userId: Id<'users'>
    email: string
  }[]
  const memberId = members.find((row) => row.email === 'fuzz-member@hale.test')!.userId
  const { projectId, slug: projectSlug } = await admin.mutation(api.projects.create, {
    name: 'Acme v. Widget',
    representedParties: [{ name: 'Acme', role: 'Plaintiff' }],
    adverseParties: [{ name: 'Widget' }],
    internalMatterId: 'M-1',
  })
  const dossier = await plantDossierOverHttp(admin, projectId)
  idsByTable = {
    organizations: organizationId,
    projects: projectId,
    users: memberId,
    invitations: invitationId,
    folders: dossier.folderId,
    documents: dossier.documentId,
    _storage: dossier.storageId,
  }
  firm = {
    organizationId,
    organizationSlug,
    projectId,
    projectSlug,
    invitee,
    invitationId,
    member: { userId: memberId },
    ...dossier,
    // The engine's secret: documents.fileSource then gets past its app-server check to the id.
    appSecret: ENGINE_PROXY_SECRET,
  } as unknown as Firm
}, 180_000)

/** Resolves when the document's processing has ended, watching it live (no polling). */
async function untilProcessed(documentId: Id<'documents'>) {
  const live = new ConvexClient(engine.url)
  live.setAuth(async () => adminToken)
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('processing did not end in 60 s')), 60_000)
      live.onUpdate(api.documents.get, { documentId }, (document) => {
        if (document.status !== 'queued' && document.status !== 'processing') {
          clearTimeout(timer)
          resolve()
        }
      })
    })
  } finally {
    await live.close()
  }
}

/** A folder and an uploaded text document, through the same calls the dossier screens make. */
async function plantDossierOverHttp(client: ConvexHttpClient, projectId: Id<'projects'>) {
  const { folderId } = await client.mutation(api.folders.create, { projectId, name: 'Pleadings' })
  const uploadUrl = await client.mutation(api.documents.generateUploadUrl, { projectId })
  const stored = await fetch(uploadUrl, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: 'The complaint alleges securities fraud.',
  })
  const { storageId } = (await stored.json()) as { storageId: Id<'_storage'> }
  const { documentId } = await client.action(api.uploads.register, {
    projectId,
    folderId,
    storageId,
    name: 'notes.txt',
  })
  // Processing writes as it runs; the fuzz below must start from a still database.
  await untilProcessed(documentId)
  return { folderId, documentId, storageId }
}

afterAll(async () => {
  database?.close()
  await engine?.stop()
}, 30_000)

/** Convex's encoded JSON for the values the fuzz sends (NaN and infinities as `$float`). */
function encode(value: unknown): unknown {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    const bytes = new Uint8Array(new Float64Array([value]).buffer)
    return { $float: Buffer.from(bytes).toString('base64') }
  }
  if (Array.isArray(value)) return value.map(encode)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, encode(inner)]))
  }
  return value
}

type RawResult = {
  status: 'success' | 'error'
  value?: unknown
  errorMessage?: string
  errorData?: { code?: string }
}

/**
 * Calls a function over the HTTP API the way any client could, bypassing the stock client's own
 * checks (nesting, argument shape), so the server is what has to refuse.
 */
async function callRaw(
  kind: 'query' | 'mutation' | 'action',
  path: string,
  args: unknown,
): Promise<RawResult> {
  const response = await fetch(`${engine.url}/api/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ path, args: [encode(args)], format: 'convex_encoded_json' }),
  })
  const text = await response.text()
  try {
    const result = JSON.parse(text) as RawResult
    // A refusal is the caller's fault (4xx); a 5xx is the server failing.
    if (response.status >= 500) return { status: 'error', errorMessage: `HTTP ${response.status}` }
    return result
  } catch {
    return { status: 'error', errorMessage: `HTTP ${response.status}: ${text.slice(0, 200)}` }
  }
}

/** Null when the failure is typed: the engine's ArgumentValidationError or a known ConvexError code. */
function typedFailure(result: RawResult): string | null {
  if (result.errorData !== undefined) {
    const code = result.errorData?.code
    return code && TYPED_CODES.includes(code) ? null : `ConvexError with code ${String(code)}`
  }
  const message = result.errorMessage ?? ''
  // The engine refuses some values before any function runs, with Convex's own texts.
  // Malformed encodings are refused while the arguments are decoded (convex's jsonToConvex).
  const engineRefusal = new RegExp(
    [
      'ArgumentValidationError',
      'Value is too nested',
      'Array length is too long',
      "Field name .* (starts with a '\\$'|has invalid character|exceeds maximum field name length)",
      'Invalid string\\. Length must be a multiple of 4',
    ].join('|'),
  )
  return engineRefusal.test(message) ? null : message.slice(0, 300)
}

describe('malformed arguments on the real engine', () => {
  test('every public function refuses every malformed call with a typed error and writes nothing', async () => {
    const validators = await publicFunctionValidators()
    const problems: string[] = []
    let calls = 0
    for (const [name, validator] of Object.entries(validators)) {
      const base = CASES[name]!.args(firm)
      const crafted = malformedArgs(validator, base, idsByTable)
      const random = randomMalformedArgs(
        validator,
        base,
        Math.max(0, CALLS_PER_FUNCTION - crafted.length),
        seedFor(name),
      )
      for (const { label, args } of [...crafted, ...random]) {
        const before = writeMark()
        calls += 1
        const result = await callRaw(CASES[name]!.kind, name, args)
        if (result.status === 'success') {
          problems.push(`${name} with ${label}: accepted`)
        } else {
          const failure = typedFailure(result)
          if (failure) problems.push(`${name} with ${label}: ${failure}`)
        }
        if (JSON.stringify(writeMark()) !== JSON.stringify(before))
          problems.push(`${name} with ${label}: wrote`)
      }
    }
    const functions = Object.keys(validators).length
    console.info(`R3: ${calls} malformed calls over ${functions} public functions`)
    expect(problems).toEqual([])
    expect(calls).toBeGreaterThanOrEqual(functions * CALLS_PER_FUNCTION)
  }, 1_800_000)
})

describe('hostile files given to uploads.register (issue 21)', () => {
  test('each is refused with a typed error or fails its own document, and the backend stays up', async () => {
    const samples: [string, Uint8Array][] = [
      ['x.png', TINY_PNG],
      ['x.jpg', TINY_JPEG],
      ['pages.pdf', manyPagePdf(8000)],
      ['lying.docx', sizeLyingDocx()],
    ]
    const problems: string[] = []
    for (const [name, bytes] of samples) {
      const uploadUrl = await admin.mutation(api.documents.generateUploadUrl, {
        projectId: firm.projectId,
      })
      const stored = await fetch(uploadUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: bytes as Uint8Array<ArrayBuffer>,
      })
      const { storageId } = (await stored.json()) as { storageId: string }
      const args = { projectId: firm.projectId, storageId, name }
      const result = await callRaw('action', 'uploads:register', args)
      if (result.status === 'error') {
        const failure = typedFailure(result)
        if (failure) problems.push(`${name}: ${failure}`)
        continue
      }
      // Accepted (a valid file, however hostile): processing must fail it, in plain words.
      const { documentId } = result.value as { documentId: Id<'documents'> }
      await untilProcessed(documentId)
      const document = await admin.query(api.documents.get, { documentId })
      if (document.status !== 'failed' || !document.statusReason) {
        problems.push(`${name}: ended ${document.status}`)
      }
    }
    expect(problems).toEqual([])
    expect(await admin.query(api.projects.list, {})).toHaveLength(1)
  }, 120_000)
})
