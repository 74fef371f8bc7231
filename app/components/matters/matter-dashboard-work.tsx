import { Link } from '@tanstack/react-router'
import { FileWarning } from 'lucide-react'
import { RelativeTime } from '@/components/layout/time'
import { documentLinkOptions } from '@/lib/document-link'
import { documentStatusLabel, documentStatusTone } from '@/lib/dossier-text'
import type { MatterDashboard } from '@/queries/matters'
import { DRAFT_STATUS_LABELS } from '@shared/draftValidators'
import { CountList, DashboardTile, formatCount } from './dashboard-tile'

const ITEM_LINK =
  'truncate rounded-sm font-medium underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none'

/** The matter's documents by status and the files processing could not read fully. */
export function DocumentsTile({
  slug,
  documents,
}: {
  slug: string
  documents: MatterDashboard['documents']
}) {
  const capped = documents.byStatus.some((row) => row.capped)
  return (
    <DashboardTile
      title="Documents"
      description={`${formatCount({ count: documents.total, capped })} in the dossier`}
      linkText="Open the dossier"
      link={(props) => (
        <Link to="/matters/$slug/dossier/$" params={{ slug, _splat: '' }} {...props} />
      )}
    >
      {documents.total === 0 ? (
        <p className="text-sm text-muted-foreground">
          No documents yet. Files uploaded to the dossier are counted here as they are processed.
        </p>
      ) : (
        <div className="grid gap-4">
          <CountList
            label="Documents by status"
            rows={documents.byStatus.map((row) => ({
              label: documentStatusLabel(row.status),
              count: row.count,
              capped: row.capped,
              tone: documentStatusTone(row.status) === 'problem' ? 'problem' : undefined,
            }))}
          />
          {documents.problems.length > 0 ? (
            <div className="grid gap-2 rounded-md border border-destructive/30 bg-destructive/5 p-3">
              <h4 className="flex items-center gap-1.5 text-sm font-medium">
                <FileWarning className="size-4 text-destructive" aria-hidden />
                Ingest problems
              </h4>
              <ul aria-label="Ingest problems" className="grid gap-1.5 text-sm">
                {documents.problems.map((document) => (
                  <li key={document._id} className="grid min-w-0 gap-0.5">
                    <Link {...documentLinkOptions(document._id)} className={ITEM_LINK}>
                      {document.name}
                    </Link>
                    <span className="text-xs text-muted-foreground">
                      {documentStatusLabel(document.status, document.reason)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      )}
    </DashboardTile>
  )
}

const RUN_STATE_LABELS = { running: 'Running', done: 'Finished', cancelled: 'Stopped' } as const

/** The matter's review tables: how many, how many are running now, and the latest run. */
export function TablesTile({ slug, tables }: { slug: string; tables: MatterDashboard['tables'] }) {
  const { lastRun } = tables
  return (
    <DashboardTile
      title="Review tables"
      description={`${formatCount(tables)} ${tables.count === 1 ? 'table' : 'tables'}`}
      linkText="Open tables"
      link={(props) => <Link to="/matters/$slug/tables" params={{ slug }} {...props} />}
    >
      {tables.count === 0 ? (
        <p className="text-sm text-muted-foreground">
          No review tables yet. A table asks the same questions of many documents at once.
        </p>
      ) : (
        <div className="grid gap-4">
          <CountList
            label="Review tables"
            rows={[
              { label: 'Tables', count: tables.count, capped: tables.capped },
              { label: 'Running now', count: tables.running },
            ]}
          />
          <div className="grid gap-0.5 text-sm">
            <h4 className="text-xs font-medium text-muted-foreground">Last run</h4>
            {lastRun ? (
              <>
                <Link
                  to="/matters/$slug/tables/$tableId"
                  params={{ slug, tableId: lastRun.tableId }}
                  className={ITEM_LINK}
                >
                  {lastRun.tableName}
                </Link>
                <p className="text-xs text-muted-foreground">
                  {RUN_STATE_LABELS[lastRun.state]} · {lastRun.done} of {lastRun.total} cells
                  {lastRun.failed > 0 ? `, ${lastRun.failed} failed` : ''} · {lastRun.startedBy} ·{' '}
                  <RelativeTime at={lastRun.startedAt} />
                </p>
              </>
            ) : (
              <p className="text-muted-foreground">No table has been run yet.</p>
            )}
          </div>
        </div>
      )}
    </DashboardTile>
  )
}

/** The drafts the viewer may open (their own and those shared with them), by status. */
export function DraftsTile({ slug, drafts }: { slug: string; drafts: MatterDashboard['drafts'] }) {
  return (
    <DashboardTile
      title="Drafts"
      description="Yours and those shared with you"
      linkText="Open drafts"
      link={(props) => <Link to="/matters/$slug/modules/drafts" params={{ slug }} {...props} />}
    >
      {drafts.total === 0 ? (
        <p className="text-sm text-muted-foreground">
          No drafts yet. Running a module on the matter writes one.
        </p>
      ) : (
        <CountList
          label="Drafts by status"
          rows={drafts.byStatus.map((row) => ({
            label: DRAFT_STATUS_LABELS[row.status],
            count: row.count,
            capped: row.capped,
            tone: row.status === 'failed' ? 'problem' : undefined,
          }))}
        />
      )}
    </DashboardTile>
  )
}
