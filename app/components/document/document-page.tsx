import { useConvex } from '@convex-dev/react-query'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, Download } from 'lucide-react'
import { DocumentBadges } from '@/components/dossier/document-badges'
import { downloadDocument, downloadErrorMessage } from '@/components/dossier/download'
import { FileKindIcon, fileKindLabel } from '@/components/dossier/file-kind-icon'
import { RelativeTime } from '@/components/matters/time'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast-store'
import { documentQueries } from '@/queries/documents'
import type { Id } from '@convex/_generated/dataModel'
import { formatBytes } from '@convex/lib/fileTypes'
import { DocumentText } from './document-text'

/**
 * One document: its details, summary and the text processing read from it, with a download.
 * The page viewer (pdf.js, docx-preview) and deep links to a passage come with issue 11.
 */
export function DocumentPage({ documentId }: { documentId: Id<'documents'> }) {
  const { data: document } = useSuspenseQuery(documentQueries.get(documentId))
  const convex = useConvex()
  const folderPath = document.folder?.path ?? ''

  async function handleDownload() {
    try {
      const fileName = await downloadDocument(convex, document)
      toast({ variant: 'success', title: `Downloaded ${fileName}` })
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Download failed',
        description: downloadErrorMessage(error),
      })
    }
  }

  const details: [string, React.ReactNode][] = [
    ['Matter', document.matter.name],
    ['Folder', document.folder?.name ?? 'Top level'],
    ['Type', fileKindLabel(document.kind)],
    ['Size', formatBytes(document.size)],
    ['Pages', document.pageCount ?? '—'],
    ['Uploaded by', document.uploadedByName],
    ['Added', <RelativeTime key="added" at={document._creationTime} />],
    ['Tags', document.tags.length > 0 ? document.tags.join(', ') : 'None'],
    [
      'OCR',
      document.ocrPages > 0
        ? `${document.ocrPages} ${document.ocrPages === 1 ? 'page' : 'pages'}, confidence ${document.ocrConfidence ?? '—'}%`
        : 'Not needed',
    ],
  ]
  if (document.pagesWithoutText.length > 0) {
    details.push(['Pages without text', document.pagesWithoutText.join(', ')])
  }

  return (
    <main className="mx-auto grid max-w-6xl gap-6 px-6 py-8">
      <Link
        to="/matters/$slug/dossier/$"
        params={{ slug: document.matter.slug, _splat: folderPath }}
        className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {document.folder ? document.folder.name : 'Dossier'}
      </Link>
      <header className="flex flex-wrap items-start gap-4">
        <FileKindIcon kind={document.kind} className="mt-1 size-6" />
        <div className="grid min-w-0 flex-1 gap-2">
          <h1 className="font-serif text-2xl font-semibold tracking-tight break-words">
            {document.name}
          </h1>
          <DocumentBadges document={document} />
        </div>
        <Button onClick={handleDownload}>
          <Download className="size-4" aria-hidden />
          Download
        </Button>
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="grid content-start gap-6">
          {document.summary ? (
            <section aria-labelledby="document-summary-heading" className="grid gap-2">
              <h2 id="document-summary-heading" className="text-sm font-semibold">
                Summary
              </h2>
              <p className="text-sm leading-relaxed">{document.summary}</p>
            </section>
          ) : null}
          <DocumentText documentId={document._id} />
        </div>
        <aside aria-label="Details" className="h-fit rounded-lg border bg-card p-4">
          <dl className="grid gap-3 text-sm">
            {details.map(([label, value]) => (
              <div key={label} className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </main>
  )
}
