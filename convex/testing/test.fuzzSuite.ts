/**
 * Bad input on the real engine (targets R3), shared by the fuzz files (`convex/testing/fuzz.*.test.ts`):
 * every public function, called by a signed-in organisation admin with malformed arguments built
 * from its own validator, must answer with a typed error (the engine's ArgumentValidationError or a
 * ConvexError with a known code), never an internal error, and must write nothing. Runs against
 * convex-local, whose argument validation and limits match Convex's, so ids of the wrong table are
 * refused as they would be in production. Each function gets the crafted cases of test.fuzz.ts
 * (every field: each wrong kind, 1 MiB, lone surrogates, foreign ids, 8,193 elements, deep
 * nesting), then seeded random ones (one to three fields at once, NaN and infinities, bad
 * encodings, reserved field names) up to 1,000.
 *
 * The public functions are dealt round-robin (in name order) to FUZZ_SHARDS files, so Vitest's
 * workers share the suite instead of one carrying it alone; every function lands in exactly one
 * file, a new one included. Each file starts its own engine and firm, since a write check on an
 * engine another file also calls could not tell whose call wrote.
 */
import { Agent, request } from 'node:http'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { ConvexClient, ConvexHttpClient } from 'convex/browser'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { api } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { ENGINE_PROXY_SECRET, type Engine, signUpOnEngine, startEngine } from './test.engine'
import { malformedArgs, randomMalformedArgs } from './test.fuzz'
import { CASES, type Firm, publicFunctionValidators } from './test.matrix'

/** How many `convex/testing/fuzz.<n>.test.ts` files share the public functions. */
export const FUZZ_SHARDS = 2

const TYPED_CODES = ['INVALID_INPUT', 'NOT_FOUND', 'FORBIDDEN', 'UNAUTHENTICATED', 'CONFLICT']
// Calls per public function: the crafted cases, topped up with seeded random ones to target R3's
// 1,000. `npm run test:fuzz` runs the fuzz files alone; CASEFILE_FUZZ_CALLS and
// CASEFILE_FUZZ_SEED change the count and the random sequence.
const CALLS_PER_FUNCTION = Number(process.env.CASEFILE_FUZZ_CALLS ?? 1000)
const SEED = Number(process.env.CASEFILE_FUZZ_SEED ?? 20261122)

/** A stable number per function name, so each function gets its own random sequence. */
function seedFor(name: string) {
  let hash = SEED
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0
  return hash
}

export type FuzzEngine = {
  engine: Engine
  admin: ConvexHttpClient
  adminToken: string
  firm: Firm
  idsByTable: Record<string, string>
}

/**
 * Starts an engine for this file and plants one firm on it (an admin, a member, a pending
 * invitation, a matter, a folder and a processed document), once for all the file's calls.
 */
export function useFuzzEngine(): () => FuzzEngine {
  let context: FuzzEngine | undefined
  let engine: Engine | undefined
  beforeAll(async () => {
    engine = await startEngine()
    context = await plantFirmOnEngine(engine)
    // Most of it is the engine's start (bundling convex/), minutes on a machine shared by others.
  }, 300_000)
  afterAll(async () => {
    closeWriteMark()
    connection.destroy()
    await engine?.stop()
  }, 30_000)
  return () => context!
}

async function plantFirmOnEngine(engine: Engine): Promise<FuzzEngine> {
  const adminAuth = await signUpOnEngine(engine, 'fuzz-admin@hale.test', 'Fuzz Admin')
  const memberAuth = await signUpOnEngine(engine, 'fuzz-member@hale.test', 'Fuzz Member')
  const admin = new ConvexHttpClient(engine.url)
  admin.setAuth(adminAuth.token)
  const adminToken = adminAuth.token
  const member = new ConvexHttpClient(engine.url)
  member.setAuth(memberAuth.token)

  const { organizationId, slug: organizationSlug } = await admin.mutation(
    api.accounts.organizations.create,
    {
      organizationName: 'Fuzz LLP',
    },
  )
  await admin.mutation(api.accounts.organizations.invite, {
    organizationId,
    email: 'fuzz-member@hale.test',
    role: 'Member',
  })
  await member.mutation(api.accounts.organizations.acceptPendingInvitations, {})
  const invitee = 'fuzz-invitee@hale.test'
  await admin.mutation(api.accounts.organizations.invite, {
    organizationId,
    email: invitee,
    role: 'Member',
  })
  const invitations = (await admin.query(api.accounts.organizations.invitations, {
    organizationId,
  })) as {
    _id: Id<'invitations'>
    email: string
  }[]
  const invitationId = invitations.find((row) => row.email === invitee)!._id
  const members = (await admin.query(api.accounts.organizations.members, { organizationId })) as {
    userId: Id<'users'>
    email: string
  }[]
  const memberId = members.find((row) => row.email === 'fuzz-member@hale.test')!.userId
  const { projectId, slug: projectSlug } = await admin.mutation(api.matters.projects.create, {
    name: 'Acme v. Widget',
    representedParties: [{ name: 'Acme', role: 'Plaintiff' }],
    adverseParties: [{ name: 'Widget' }],
    internalMatterId: 'M-1',
  })
  const dossier = await plantDossierOverHttp(engine, admin, adminToken, projectId)
  const idsByTable = {
    organizations: organizationId,
    projects: projectId,
    users: memberId,
    invitations: invitationId,
    folders: dossier.folderId,
    documents: dossier.documentId,
    _storage: dossier.storageId,
  }
  const firm = {
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
  return { engine, admin, adminToken, firm, idsByTable }
}

/** Resolves when the document's processing has ended, watching it live (no polling). */
export async function untilProcessed(
  engine: Engine,
  adminToken: string,
  documentId: Id<'documents'>,
) {
  const live = new ConvexClient(engine.url)
  live.setAuth(async () => adminToken)
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('processing did not end in 60 s')), 60_000)
      live.onUpdate(api.dossier.documents.get, { documentId }, (document) => {
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
async function plantDossierOverHttp(
  engine: Engine,
  client: ConvexHttpClient,
  adminToken: string,
  projectId: Id<'projects'>,
) {
  const { folderId } = await client.mutation(api.dossier.folders.create, {
    projectId,
    name: 'Pleadings',
  })
  const uploadUrl = await client.mutation(api.dossier.documents.generateUploadUrl, { projectId })
  const stored = await fetch(uploadUrl, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: 'The complaint alleges securities fraud.',
  })
  const { storageId } = (await stored.json()) as { storageId: Id<'_storage'> }
  const { documentId } = await client.action(api.dossier.uploads.register, {
    projectId,
    folderId,
    storageId,
    name: 'notes.txt',
  })
  // Processing writes as it runs; the fuzz below must start from a still database.
  await untilProcessed(engine, adminToken, documentId)
  return { folderId, documentId, storageId }
}

let database: Database.Database | undefined
let markStatement: Database.Statement | undefined

/**
 * The latest commit and the document count: any write moves one of them. One read-only
 * connection and one prepared statement serve every check; in WAL mode each statement reads the
 * newest commit.
 */
function writeMark(engine: Engine) {
  database ??= new Database(join(engine.dataDir, 'db.sqlite'), {
    readonly: true,
    fileMustExist: true,
  })
  markStatement ??= database.prepare('SELECT max(ts) AS ts, count(*) AS docs FROM documents')
  const { ts, docs } = markStatement.get() as { ts: number; docs: number }
  return `${ts}/${docs}`
}

function closeWriteMark() {
  database?.close()
  database = undefined
  markStatement = undefined
}

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
 * How many malformed calls are in flight at once. One at a time, a call's round trip (0.7 ms)
 * left the engine idle more than half of it; a batch keeps both ends busy, and the write check
 * runs around each batch (a batch that wrote is called again one by one to name the call).
 */
const BATCH = 32

/**
 * Kept-alive connections for a file's calls, one per call in flight: Node's fetch cost 1.7 ms a
 * call on this machine, three times a plain request on a kept socket, and the fuzz makes tens of
 * thousands.
 */
const connection = new Agent({ keepAlive: true, maxSockets: BATCH })

function post(url: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent: connection,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        )
        response.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

/**
 * Calls a function over the HTTP API the way any client could, bypassing the stock client's own
 * checks (nesting, argument shape), so the server is what has to refuse. `body` is the request's
 * JSON, built once per call by `rawBody`.
 */
export async function callRaw(
  { engine, adminToken }: FuzzEngine,
  kind: 'query' | 'mutation' | 'action',
  body: string,
): Promise<RawResult> {
  const { status, text } = await post(
    `${engine.url}/api/${kind}`,
    { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body,
  )
  try {
    const result = JSON.parse(text) as RawResult
    // A refusal is the caller's fault (4xx); a 5xx is the server failing.
    if (status >= 500) return { status: 'error', errorMessage: `HTTP ${status}` }
    return result
  } catch {
    return { status: 'error', errorMessage: `HTTP ${status}: ${text.slice(0, 200)}` }
  }
}

export function rawBody(path: string, args: unknown) {
  return JSON.stringify({ path, args: [encode(args)], format: 'convex_encoded_json' })
}

// The engine refuses some values before any function runs, with Convex's own texts.
// Malformed encodings are refused while the arguments are decoded (convex's jsonToConvex).
const ENGINE_REFUSAL = new RegExp(
  [
    'ArgumentValidationError',
    'Value is too nested',
    'Array length is too long',
    "Field name .* (starts with a '\\$'|has invalid character|exceeds maximum field name length)",
    'Invalid string\\. Length must be a multiple of 4',
  ].join('|'),
)

/** Null when the failure is typed: the engine's ArgumentValidationError or a known ConvexError code. */
export function typedFailure(result: RawResult): string | null {
  if (result.errorData !== undefined) {
    const code = result.errorData?.code
    return code && TYPED_CODES.includes(code) ? null : `ConvexError with code ${String(code)}`
  }
  const message = result.errorMessage ?? ''
  return ENGINE_REFUSAL.test(message) ? null : message.slice(0, 300)
}

/** This file's share of the public functions: every FUZZ_SHARDS-th in name order, from `shard`. */
export async function shardOfPublicFunctions(shard: number) {
  const validators = await publicFunctionValidators()
  const names = Object.keys(validators).sort()
  return names
    .filter((_, index) => index % FUZZ_SHARDS === shard - 1)
    .map((name) => [name, validators[name]!] as const)
}

/**
 * The R3 test for one shard (1 to FUZZ_SHARDS): each of its functions gets CALLS_PER_FUNCTION
 * malformed calls, each refused with a typed error and writing nothing.
 */
export function fuzzShard(shard: number, context: () => FuzzEngine) {
  test(`every public function of shard ${shard}/${FUZZ_SHARDS} refuses every malformed call with a typed error and writes nothing`, async () => {
    const fuzz = context()
    const functions = await shardOfPublicFunctions(shard)
    const problems: string[] = []
    let calls = 0
    for (const [name, validator] of functions) {
      const base = CASES[name]!.args(fuzz.firm)
      const crafted = malformedArgs(validator, base, fuzz.idsByTable)
      const random = randomMalformedArgs(
        validator,
        base,
        Math.max(0, CALLS_PER_FUNCTION - crafted.length),
        seedFor(name),
      )
      const kind = CASES[name]!.kind
      const cases = [...crafted, ...random].map(({ label, args }) => ({
        label,
        body: rawBody(name, args),
      }))
      const call = async ({ label, body }: { label: string; body: string }) => {
        const result = await callRaw(fuzz, kind, body)
        if (result.status === 'success') return `${name} with ${label}: accepted`
        const failure = typedFailure(result)
        return failure ? `${name} with ${label}: ${failure}` : null
      }
      for (let start = 0; start < cases.length; start += BATCH) {
        const batch = cases.slice(start, start + BATCH)
        const before = writeMark(fuzz.engine)
        calls += batch.length
        const failures = await Promise.all(batch.map(call))
        problems.push(...failures.filter((failure) => failure !== null))
        if (writeMark(fuzz.engine) === before) continue
        // Something in the batch wrote: call each again alone to say which.
        const writers = []
        for (const one of batch) {
          const alone = writeMark(fuzz.engine)
          await call(one)
          if (writeMark(fuzz.engine) !== alone) writers.push(`${name} with ${one.label}: wrote`)
        }
        problems.push(...(writers.length ? writers : [`${name}: a batch of calls wrote`]))
      }
    }
    console.info(`R3 shard ${shard}: ${calls} malformed calls over ${functions.length} functions`)
    expect(problems).toEqual([])
    expect(functions.length).toBeGreaterThan(0)
    expect(calls).toBeGreaterThanOrEqual(functions.length * CALLS_PER_FUNCTION)
  }, 1_800_000)
}
