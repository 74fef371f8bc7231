import { useQuery } from '@tanstack/react-query'
import { DateTime } from '@/components/layout/time'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Spinner } from '@/components/ui/spinner'
import { moduleQueries, useDraftMutations } from '@/queries/modules'
import type { Id } from '@convex/_generated/dataModel'

/** A draft's earlier versions, newest first, each with Restore. */
export function DraftHistory({ draftId, editable }: { draftId: Id<'drafts'>; editable: boolean }) {
  const versions = useQuery(moduleQueries.draftVersions(draftId))
  const { restore } = useDraftMutations()
  return (
    <section aria-labelledby="draft-history" className="grid gap-2 rounded-lg border p-3">
      <h3 id="draft-history" className="text-sm font-semibold">
        History
      </h3>
      {versions.data === undefined ? (
        <Spinner className="size-4" />
      ) : versions.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No earlier versions: the draft is as written.
        </p>
      ) : (
        <ol aria-label="Earlier versions" className="divide-y">
          {versions.data.map((version) => (
            <li key={version._id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="block truncate font-medium">{version.title}</span>
                <span className="text-xs text-muted-foreground">
                  <DateTime at={version.savedAt} />
                  {version.savedBy ? ` · ${version.savedBy}` : ''}
                </span>
              </span>
              {editable ? (
                <ConfirmDialog
                  trigger={
                    <Button variant="outline" size="sm">
                      Restore
                    </Button>
                  }
                  title="Restore this version?"
                  description="The draft's current text is kept in its history, so nothing is lost."
                  confirmLabel="Restore version"
                  onConfirm={() => restore.mutateAsync({ draftId, versionId: version._id })}
                />
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
