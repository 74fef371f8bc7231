import { Link } from '@tanstack/react-router'
import { ArrowLeft, Download } from 'lucide-react'
import { DocumentBadges } from '@/components/dossier/document-badges'
import { FileKindIcon } from '@/components/dossier/file-kind-icon'
import { ThemeSwitcher } from '@/components/theme/theme-switcher'
import { Button } from '@/components/ui/button'
import type { DocumentDetails } from '@/queries/documents'

type DocumentHeaderProps = { document: DocumentDetails; onDownload: () => void }

/** The document's name and status, the way back to its folder, the theme and the download. */
export function DocumentHeader({ document, onDownload }: DocumentHeaderProps) {
  return (
    <header className="flex items-center gap-3 border-b bg-card px-3 py-2 print:hidden">
      <Link
        to="/matters/$slug/dossier/$"
        params={{ slug: document.matter.slug, _splat: document.folder?.path ?? '' }}
        className="flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-sm text-muted-foreground hover:bg-accent hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        <span className="max-w-40 truncate">{document.folder?.name ?? 'Dossier'}</span>
      </Link>
      <FileKindIcon kind={document.kind} className="size-5 shrink-0" />
      <h1 className="min-w-0 truncate font-serif text-lg font-semibold" title={document.name}>
        {document.name}
      </h1>
      <span className="hidden md:inline-flex">
        <DocumentBadges document={document} />
      </span>
      <div className="flex-1" />
      <ThemeSwitcher className="hidden sm:inline-flex" />
      <Button size="sm" onClick={onDownload}>
        <Download className="size-4" aria-hidden />
        Download
      </Button>
    </header>
  )
}
