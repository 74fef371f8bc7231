// Uploading documents into the dossier, as in Harvey Vault, Legora and paperless-ngx.
//
// Usage (the dossier folder page):
//
//   import { DossierDropZone, UploadButton, UploadPanel } from '@/components/dossier/upload'
//
//   <DossierToolbar …>
//     <UploadButton projectId={projectId} folderId={folderId} disabled={!canEdit} />
//   </DossierToolbar>
//   <UploadPanel />
//   <DossierDropZone projectId={projectId} folderId={folderId} folderName={folder?.name} disabled={!canEdit}>
//     <DossierListing … />
//   </DossierDropZone>
//
// - `folderId` is the open folder, or null/absent for the top level; uploads go there, and a
//   picked or dropped folder is recreated below it (folders.ensurePath, once per folder).
// - `folderName` (optional) lets the overlay say 'Drop files to upload to Pleadings'; without it
//   the overlay says 'the dossier' at the top level and 'this folder' inside one.
// - <UploadButton> renders two buttons, 'Upload' (files) and 'Upload folder', plus their hidden
//   inputs labelled 'Upload files' and 'Upload a folder'; it is a fragment, so it sits in the
//   toolbar's flex row. In tests select the first with { name: 'Upload', exact: true }.
// - <UploadPanel> is inline, not floating: it renders nothing visible until a file is queued, then
//   a card (region 'Uploads') where it is placed, above the list. Mount it once per page.
// - No provider is needed: the three share one module-level queue (upload-store.ts), which keeps
//   running when the user moves between folders, and asks before the page is left mid-upload.
// - After a file shows 'Added', its processing status (Queued → Ready, Needs OCR…) is the
//   document list's to show, live from Convex.
export { DossierDropZone, type DossierDropZoneProps } from './dossier-drop-zone'
export { UploadButton, type UploadButtonProps } from './upload-button'
export { UploadPanel } from './upload-panel'
