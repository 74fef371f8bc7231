// Downloads from the dossier: one document as itself, or a selection as one zip. The files come
// from the app's file route (documents.storageUrl names it), so the bytes are exactly what was
// uploaded, and only while the user may still see them.
import type { ConvexReactClient } from 'convex/react'
import { getAppErrorCode, getErrorMessage } from '@/lib/errors'
import { zipSync, type Zippable } from 'fflate'
import { getDownloadFileName } from '@/lib/download-name'
import { dossierZipName, uniqueFileNames } from '@/lib/zip-names'
import type { DocumentRow } from '@/queries/dossier'
import { api } from '@convex/_generated/api'

type Downloadable = Pick<
  DocumentRow,
  'storageId' | 'name' | 'fileNameOriginal' | 'mimeType' | 'kind'
>

// Formats that are compressed already gain nothing from deflate; they are stored as they are.
const STORED_KINDS = new Set(['pdf', 'docx', 'xlsx', 'pptx', 'png', 'jpeg'])

/** The file name a document downloads under (spec §3 "Downloadable file item"). */
export function downloadNameOf(document: Downloadable) {
  return getDownloadFileName({
    fileNameOriginal: document.fileNameOriginal,
    name: document.name,
    mimeType: document.mimeType,
  })
}

async function fetchBytes(convex: ConvexReactClient, document: Downloadable) {
  const url = await convex.query(api.dossier.documents.storageUrl, {
    storageId: document.storageId,
  })
  if (!url) {
    throw new Error(`The file of ${document.name} is no longer stored.`)
  }
  const response = await fetch(url)
  if (!response.ok) {
    throw new Error(`${document.name} could not be downloaded (${response.status}).`)
  }
  return new Uint8Array(await response.arrayBuffer())
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // The click has started the download; the URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** Downloads one document under its download name; resolves with that name. */
export async function downloadDocument(convex: ConvexReactClient, document: Downloadable) {
  const bytes = await fetchBytes(convex, document)
  const fileName = downloadNameOf(document)
  saveBlob(new Blob([bytes], { type: document.mimeType }), fileName)
  return fileName
}

/** Downloads documents as 'dossier-{matter slug}.zip'; names that repeat are numbered. */
export async function downloadDocumentsAsZip(
  convex: ConvexReactClient,
  documents: readonly Downloadable[],
  matterSlug: string,
) {
  const contents = await Promise.all(documents.map((document) => fetchBytes(convex, document)))
  const names = uniqueFileNames(documents.map(downloadNameOf))
  const entries: Zippable = {}
  documents.forEach((document, index) => {
    entries[names[index]!] = [contents[index]!, { level: STORED_KINDS.has(document.kind) ? 0 : 6 }]
  })
  const fileName = dossierZipName(matterSlug)
  saveBlob(new Blob([zipSync(entries)], { type: 'application/zip' }), fileName)
  return fileName
}

/** Why a download failed, in words: the backend's message, or the fetch's own. */
export function downloadErrorMessage(error: unknown) {
  if (getAppErrorCode(error) === null && error instanceof Error) {
    return error.message
  }
  return getErrorMessage(error)
}
