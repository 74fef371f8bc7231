/**
 * File storage syscalls (`ctx.storage.*`): metadata in the `_storage` table through the
 * function's transaction (or, in actions, a transaction of their own), bytes in the blob store.
 */
import type { WriteTransaction } from '../storage/types'
import type { Execution } from './execution'
import { digestToBase64, forgetFile, lookupFile, recordFile, type StoredFile } from './files'
import { fileUrl } from '../files/index'
import { checkStorageId } from './idChecks'
import type { Syscall } from './syscalls'

/** A file of the function's component, read through its transaction (or a fresh snapshot). */
function readFile(exec: Execution, storageId: string, method: string): StoredFile | null {
  checkStorageId(storageId, method)
  if (exec.txn) return lookupFile(exec.txn, exec.path.componentPath, storageId)
  const read = exec.executor.store.beginRead({ limits: null })
  try {
    return lookupFile(read, exec.path.componentPath, storageId)
  } finally {
    read.close()
  }
}

export const FILE_ASYNC_SYSCALLS: Record<string, Syscall> = {
  '1.0/storageGenerateUploadUrl': (exec) => {
    if (exec.kind === 'query') throw new Error('generateUploadUrl() is not available in queries.')
    return exec.executor.uploads.generateUploadUrl(exec.path.componentPath)
  },
  '1.0/storageGetUrl': (exec, args) => {
    const f = readFile(exec, args.storageId as string, 'storage.getUrl')
    return f ? fileUrl(exec.executor.cloudUrl, f.uuid) : null
  },
  '1.0/storageGetMetadata': (exec, args) => {
    const f = readFile(exec, args.storageId as string, 'storage.getMetadata')
    // Convex answers with the file's uuid and a hex digest here (`storage_get_metadata` in
    // isolate/src/environment/udf/async_syscall.rs), unlike the `_storage` document (base64).
    return f
      ? {
          storageId: f.uuid,
          sha256: Buffer.from(f.sha256, 'base64').toString('hex'),
          size: f.size,
          contentType: f.contentType,
        }
      : null
  },
  '1.0/storageGet': async (exec, args) => {
    const f = readFile(exec, args.storageId as string, 'storage.get')
    const bytes = f ? await exec.executor.uploads.blobs.readBytes(f.uuid) : null
    return f && bytes
      ? { blob: Buffer.from(bytes).toString('base64'), contentType: f.contentType }
      : null
  },
  '1.0/storageStore': async (exec, args) => {
    const txn = exec.requireWrite()
    const contentType = (args.contentType as string | undefined) || null
    const info = await exec.executor.uploads.blobs.write(
      Buffer.from(args.blob as string, 'base64'),
      {
        contentType,
        expectedSha256: digestToBase64(args.sha256 as string | undefined),
      },
    )
    return recordFile(txn, exec.path.componentPath, info, contentType)
  },
  '1.0/storageDelete': async (exec, args) => {
    const cp = exec.path.componentPath
    const storageId = args.storageId as string
    checkStorageId(storageId, 'storage.delete')
    const remove = (txn: WriteTransaction) => {
      const f = lookupFile(txn, cp, storageId)
      if (!f) throw new Error(`Storage ID "${storageId}" not found.`)
      forgetFile(txn, f)
      exec.executor.uploads.deleteAfterCommit(txn, f.uuid)
    }
    if (exec.kind === 'mutation') remove(exec.requireWrite())
    else if (exec.kind === 'action') await exec.executor.withWrite(remove)
    else throw new Error('storage.delete() is not available in queries.')
    return {}
  },
}

/** An action's `storage.store(blob)` / `storage.get(id)`: Blobs in and out, no JSON. */
export const FILE_JS_SYSCALLS: Record<string, Syscall> = {
  'storage/storeBlob': async (exec, args) => {
    const blob = args.blob as Blob
    // The texts of udf-runtime's storage.ts (`storeBlob` / `getBlob`).
    const tag = Object.prototype.toString.call(blob)
    if (!(blob instanceof Blob) && tag !== '[object Blob]' && tag !== '[object File]') {
      throw new Error(
        'store() expects a Blob. If you are trying to store a Request, `await request.blob()` will give you the correct input.',
      )
    }
    const contentType = blob.type || null
    const info = await exec.executor.uploads.blobs.write(new Uint8Array(await blob.arrayBuffer()), {
      contentType,
      expectedSha256: digestToBase64((args.options as { sha256?: string } | undefined)?.sha256),
    })
    return exec.executor.withWrite((txn) =>
      recordFile(txn, exec.path.componentPath, info, contentType),
    )
  },
  'storage/getBlob': async (exec, args) => {
    if (typeof args.storageId !== 'string') {
      throw new Error(
        `storage.get requires a string storageId but received ${String(args.storageId)}`,
      )
    }
    // The backend names this check after getMetadata too (action/storage.rs).
    const f = readFile(exec, args.storageId as string, 'storage.getMetadata')
    const bytes = f ? await exec.executor.uploads.blobs.readBytes(f.uuid) : null
    if (!f || !bytes) return null
    return new Blob([new Uint8Array(bytes)], { type: f.contentType ?? '' })
  },
}
