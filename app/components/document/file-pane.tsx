import { Download } from 'lucide-react'
import { FileKindIcon, fileKindLabel } from '@/components/dossier/file-kind-icon'
import { Button } from '@/components/ui/button'
import type { DocumentDetails } from '@/queries/documents'
import { formatBytes } from '@shared/fileTypes'

type FilePaneProps = { document: DocumentDetails; onDownload: () => void; onShowText: () => void }

/** A file the browser cannot show (spreadsheets, slides, old Word, TIFF): what it is, and the download. */
export function FilePane({ document, onDownload, onShowText }: FilePaneProps) {
  const hasText = (document.pageCount ?? 0) > 0
  return (
    <div className="flex min-h-0 flex-1 items-center justify-center overflow-auto bg-muted/60 p-6">
      <div className="grid max-w-md justify-items-center gap-3 rounded-lg border bg-card p-8 text-center shadow-sm">
        <FileKindIcon kind={document.kind} className="size-10" />
        <h2 className="text-lg font-semibold break-all">{document.fileNameOriginal}</h2>
        <p className="text-sm text-muted-foreground">
          {fileKindLabel(document.kind)} · {formatBytes(document.size)}
        </p>
        <p className="text-sm">
          {fileKindLabel(document.kind)} files cannot be shown here. Download the file to open it
          {hasText ? ', or read the text Casefile took from it.' : '.'}
        </p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button onClick={onDownload}>
            <Download className="size-4" aria-hidden />
            Download
          </Button>
          {hasText ? (
            <Button variant="outline" onClick={onShowText}>
              Show the text
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  )
}
