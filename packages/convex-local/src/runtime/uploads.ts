/**
 * File bytes on the executor's side: the blob store (`<dataDir>/storage/<uuid>`), upload URLs
 * signed with the deployment's upload-token secret (global `uploadTokenSecret`), uploads made
 * with them, and blob deletions held until the deleting transaction commits.
 */
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import {
  createBlobStore,
  createUploadTokens,
  uploadUrl,
  type BlobBody,
  type BlobStore,
  type UploadTokens,
} from '../files/index'
import type { ComponentPath, Store, WriteTransaction } from '../storage/types'
import { digestToBase64, lookupUuid, recordFile, type StoredFile } from './files'
import { StoredSecret } from './storedSecret'

const TOKEN_SECRET_KEY = 'uploadTokenSecret'

/** Runs `fn` in a write transaction of its own and commits it (Executor.withWrite). */
type WithWrite = (fn: (txn: WriteTransaction) => string) => Promise<string>

export class Uploads {
  /** File bytes (src/files): `<dataDir>/storage/<uuid>`. */
  readonly blobs: BlobStore
  private readonly secret: StoredSecret<string>
  private readonly tokens: UploadTokens
  private readonly deletes = new WeakMap<WriteTransaction, string[]>()

  constructor(
    private readonly store: Store,
    /** Base of file URLs (`<cloudUrl>/api/storage/<uuid>`). */
    readonly cloudUrl: string,
  ) {
    this.blobs = createBlobStore(path.join(store.dataDir, 'storage'))
    this.secret = new StoredSecret(store, TOKEN_SECRET_KEY, {
      generate: () => randomBytes(32).toString('base64url'),
      encode: (s) => s,
      decode: (s) => s,
    })
    this.tokens = createUploadTokens(this.secret.value)
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
   * Throws UploadTokenError (bad/expired token) or BlobStoreError (digest/length mismatch).
   */
  async storeUpload(
    token: string,
    body: BlobBody,
    contentType: string | null,
    sha256: string | null | undefined,
    withWrite: WithWrite,
  ): Promise<string> {
    const { componentPath } = this.tokens.check(token)
    const info = await this.blobs.write(body, {
      contentType,
      expectedSha256: digestToBase64(sha256),
    })
    return withWrite((txn) => recordFile(txn, componentPath, info, contentType))
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
