/**
 * File bytes on the executor's side: the blob store (`<dataDir>/storage/<uuid>`), upload URLs
 * signed with the deployment's upload-token secret (global `uploadTokenSecret`), uploads made
 * with them, and blob deletions held until the deleting transaction commits.
 *
 * An upload URL stores one file: its nonce is recorded (global `usedUploadToken:<nonce>`, kept
 * until the URL would have expired anyway) in the transaction that records the file, and a second
 * upload while the first is still streaming is refused. An upload that fails (over the cap, a
 * digest mismatch, a dropped connection) stores nothing and leaves the URL usable. Uploads over
 * `maxUploadBytes` are cut off while they stream.
 */
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import {
  createBlobStore,
  createUploadTokens,
  fileTooLarge,
  UPLOAD_TOKEN_VALIDITY_MS,
  UploadTokenError,
  uploadUrl,
  type BlobBody,
  type BlobStore,
  type UploadTokens,
} from '../files/index'
import type { ComponentPath, Store, WriteTransaction } from '../storage/types'
import { digestToBase64, lookupUuid, recordFile, type StoredFile } from './files'
import { StoredSecret } from './storedSecret'

const TOKEN_SECRET_KEY = 'uploadTokenSecret'
const USED_TOKEN_PREFIX = 'usedUploadToken:'
/** How often (at most) expired used-token records are swept, at an upload's commit. */
const SWEEP_EVERY_MS = 10 * 60 * 1000

export type UploadOptions = {
  /** Largest upload accepted, in bytes (default: no limit, as Convex). */
  maxUploadBytes?: number | null
  /** The wall clock of upload-URL expiry (tests inject one). */
  now?: () => number
}

function tokenUsed(): UploadTokenError {
  return new UploadTokenError(
    'StorageTokenUsed',
    'This upload URL was already used: generate a new one for each file',
  )
}

/** Runs `fn` in a write transaction of its own and commits it (Executor.withWrite). */
type WithWrite = (fn: (txn: WriteTransaction) => string) => Promise<string>

export class Uploads {
  /** File bytes (src/files): `<dataDir>/storage/<uuid>`. */
  readonly blobs: BlobStore
  private readonly secret: StoredSecret<string>
  private readonly tokens: UploadTokens
  private readonly deletes = new WeakMap<WriteTransaction, string[]>()
  /** Nonces of upload URLs whose upload is streaming now. */
  private readonly inFlight = new Set<string>()
  private readonly now: () => number
  private lastSweepMs = 0
  /** Largest upload accepted (null: no limit). */
  readonly maxUploadBytes: number | null

  constructor(
    private readonly store: Store,
    /** Base of file URLs (`<cloudUrl>/api/storage/<uuid>`). */
    readonly cloudUrl: string,
    options: UploadOptions = {},
  ) {
    this.now = options.now ?? Date.now
    this.maxUploadBytes = options.maxUploadBytes ?? null
    this.blobs = createBlobStore(path.join(store.dataDir, 'storage'))
    this.secret = new StoredSecret(store, TOKEN_SECRET_KEY, {
      generate: () => randomBytes(32).toString('base64url'),
      encode: (s) => s,
      decode: (s) => s,
    })
    this.tokens = createUploadTokens(this.secret.value, { now: this.now })
  }

  /** Saves a newly generated upload-token secret in `txn` (the first write at startup). */
  saveSecretIfNew(txn: WriteTransaction): void {
    this.secret.saveIfNew(txn)
  }

  /** `storage.generateUploadUrl()`: `<cloudUrl>/api/storage/upload?token=` (HMAC, one hour). */
  generateUploadUrl(componentPath: ComponentPath): string {
    return uploadUrl(this.cloudUrl, this.tokens.issue(componentPath))
  }

  /**
   * Stores an upload made with a token from generateUploadUrl(); returns the storage ID.
   * Throws UploadTokenError (bad, expired or used token) or BlobStoreError (digest/length
   * mismatch, over the upload cap). `declaredSize` (Content-Length) over the cap is refused
   * before a byte is read.
   */
  async storeUpload(
    token: string,
    body: BlobBody,
    contentType: string | null,
    sha256: string | null | undefined,
    withWrite: WithWrite,
    declaredSize?: number,
  ): Promise<string> {
    const { componentPath, issuedAtMs, nonce } = this.tokens.check(token)
    const usedKey = USED_TOKEN_PREFIX + nonce
    if (this.inFlight.has(nonce) || this.store.getGlobal(usedKey) !== undefined) throw tokenUsed()
    const max = this.maxUploadBytes
    if (max !== null && declaredSize !== undefined && declaredSize > max) throw fileTooLarge(max)
    this.inFlight.add(nonce)
    try {
      const info = await this.blobs.write(body, {
        contentType,
        expectedSha256: digestToBase64(sha256),
        ...(max !== null ? { maxSize: max } : {}),
      })
      try {
        return await withWrite((txn) => {
          if (txn.getGlobal(usedKey) !== undefined) throw tokenUsed()
          txn.setGlobal(usedKey, issuedAtMs + UPLOAD_TOKEN_VALIDITY_MS)
          this.sweepUsedTokens(txn)
          return recordFile(txn, componentPath, info, contentType)
        })
      } catch (e) {
        await this.blobs.delete(info.uuid).catch(() => {})
        throw e
      }
    } finally {
      this.inFlight.delete(nonce)
    }
  }

  /** Forgets used-token records whose URL has expired (they can no longer be presented). */
  private sweepUsedTokens(txn: WriteTransaction): void {
    const now = this.now()
    if (now - this.lastSweepMs < SWEEP_EVERY_MS) return
    this.lastSweepMs = now
    for (const [key, expiresAt] of this.store.listGlobals(USED_TOKEN_PREFIX)) {
      if (typeof expiresAt !== 'number' || expiresAt <= now) txn.setGlobal(key, undefined)
    }
  }

  /** Metadata behind a file URL (`/api/storage/<uuid>`), or null if there is no such file. */
  fileInfo(uuid: string): StoredFile | null {
    const read = this.store.beginRead({ limits: null })
    try {
      return lookupUuid(read, uuid)
    } finally {
      read.close()
    }
  }

  /** Deletes the bytes of `uuid` once `txn` commits (a rollback keeps them). */
  deleteAfterCommit(txn: WriteTransaction, uuid: string): void {
    const list = this.deletes.get(txn) ?? []
    list.push(uuid)
    this.deletes.set(txn, list)
  }

  /** Called after `txn` committed: deletes the bytes it released. */
  committed(txn: WriteTransaction): void {
    for (const uuid of this.deletes.get(txn) ?? []) void this.blobs.delete(uuid).catch(() => {})
  }
}
