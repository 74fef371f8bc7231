// Where the browser fetches a document's file and thumbnail: the app server's authorizing routes
// (app/routes/api/files.$documentId.ts, thumbnails.$documentId.ts), never a storage URL. Convex's
// `getUrl` links need no sign-in and never expire, so they stay between the backend and the app
// server (documents.fileSource), and a link stops working the moment its holder loses access.

/** The path the document's stored file is served at (same origin as the app's pages). */
export function fileLink(documentId: string) {
  return `/api/files/${documentId}`
}

/** The path the document's first-page thumbnail is served at. */
export function thumbnailLink(documentId: string) {
  return `/api/thumbnails/${documentId}`
}

/** The parts of a document the routes serve. */
export type FilePart = 'file' | 'thumbnail'

/** Every thumbnail is a PNG written by processing (convex/dossier/model/extract/thumbnail.ts). */
export const THUMBNAIL_MIME_TYPE = 'image/png'
