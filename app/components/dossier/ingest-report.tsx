import { convexQuery } from '@convex-dev/react-query'
import { useQuery } from '@tanstack/react-query'
import { AlertTriangle, ChevronDown } from 'lucide-react'
import { api } from '@convex/_generated/api'
import type { Id } from '@convex/_generated/dataModel'
import type { FunctionReturnType } from 'convex/server'

type Report = FunctionReturnType<typeof api.dossier.documents.ingestReport>
type Line = Report['failed'][number]

/** "pages 2, 5 and 7" for the pages a document still has without text. */
function pagesText(pages: number[]) {
  if (pages.length === 0) return ''
  const shown = pages.slice(0, 8)
  const more = pages.length > shown.length ? ` and ${pages.length - shown.length} more` : ''
  return `${pages.length === 1 ? 'page' : 'pages'} ${shown.join(', ')}${more}`
}

function ReportGroup({
  title,
  lines,
  detail,
}: {
  title: string
  lines: Line[]
  detail: (line: Line) => string
}) {
  if (lines.length === 0) return null
  return (
    <section aria-label={title} className="grid gap-1">
      <h3 className="text-sm font-medium">
        {title} ({lines.length})
      </h3>
      <ul className="grid gap-1 text-sm">
        {lines.map((line) => (
          <li key={line._id} className="flex flex-wrap gap-x-2">
            <span className="font-medium">{line.name}</span>
            <span className="text-muted-foreground">{detail(line)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The matter's ingest report above the dossier: every file that failed, every file with pages
 * still without text after OCR, every password-protected file, so nobody trusts an empty search
 * by mistake. Says nothing while every file reads cleanly.
 */
export function IngestReport({ projectId }: { projectId: Id<'projects'> }) {
  const { data: report } = useQuery(convexQuery(api.dossier.documents.ingestReport, { projectId }))
  if (!report) return null
  const problems = report.failed.length + report.needsOcr.length + report.passwordProtected.length
  if (problems === 0) return null
  return (
    <details className="group rounded-lg border border-amber-300/70 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-500/40 dark:bg-amber-950/30 dark:text-amber-100">
      <summary className="flex cursor-pointer list-none items-center gap-2 text-sm font-medium">
        <AlertTriangle className="size-4 shrink-0" aria-hidden />
        Ingest report: {problems} {problems === 1 ? 'file needs' : 'files need'} attention; search
        cannot see all of {problems === 1 ? 'its' : 'their'} text
        <ChevronDown
          className="ml-auto size-4 transition-transform group-open:rotate-180"
          aria-hidden
        />
      </summary>
      <div className="mt-3 grid gap-3">
        <ReportGroup
          title="Failed"
          lines={report.failed}
          detail={(line) => line.reason ?? 'Processing failed'}
        />
        <ReportGroup
          title="Pages without text after OCR"
          lines={report.needsOcr}
          detail={(line) => pagesText(line.pagesWithoutText)}
        />
        <ReportGroup
          title="Password-protected"
          lines={report.passwordProtected}
          detail={() => 'Its text could not be read'}
        />
      </div>
    </details>
  )
}
