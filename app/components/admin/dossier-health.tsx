import { useMutation, useQuery } from '@tanstack/react-query'
import { FileWarning } from 'lucide-react'
import { EmptyState } from '@/components/layout/empty-state'
import { RelativeTime, useNow } from '@/components/layout/time'
import { Button } from '@/components/ui/button'
import { TableHead, textCell } from '@/components/ui/table-head'
import { convexQuery, useConvexMutation } from '@/lib/convex-react'
import { toast } from '@/lib/toast-store'
import { api } from '@convex/_generated/api'
import type { FunctionReturnType } from 'convex/server'
import { formatBytes } from '@shared/fileTypes'

type Health = FunctionReturnType<typeof api.admin.dossier.health>

const TITLES: Record<Health[number]['kind'], { title: string; description: string }> = {
  failed: { title: 'Failed', description: 'Files processing could not read.' },
  needs_ocr: { title: 'Need OCR', description: 'Scans whose pages have no text yet.' },
  password_protected: {
    title: 'Password-protected',
    description: 'Files that cannot be opened without their password.',
  },
  stuck: {
    title: 'Stuck',
    description: 'Processing that stopped answering, or files waiting too long to start.',
  },
}

/** The health query's clock: to the minute, so the query stays one subscription. */
const minute = (now: number) => Math.floor(now / 60_000) * 60_000

/**
 * /admin/dossier: what went wrong with files across every firm, by kind, with where each is and
 * why; a file is processed again from here. Names and metadata only: never a page of text.
 */
export function DossierHealth() {
  const now = useNow()
  const health = useQuery({
    ...convexQuery(api.admin.dossier.health, { now: minute(now ?? 0) }),
    enabled: now !== null,
  })
  const reprocess = useMutation({ mutationFn: useConvexMutation(api.admin.dossier.reprocess) })
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="font-serif text-2xl font-semibold tracking-tight">Dossier health</h1>
        <p className="text-sm text-muted-foreground">
          Files that need attention in every firm. Names and details only: no document text is shown
          here.
        </p>
      </header>
      {!health.data ? (
        <p role="status" className="text-sm text-muted-foreground">
          Checking the dossiers…
        </p>
      ) : (
        health.data.map((group) => (
          <section key={group.kind} aria-labelledby={`health-${group.kind}`} className="grid gap-2">
            <h2 id={`health-${group.kind}`} className="text-base font-semibold">
              {TITLES[group.kind].title}{' '}
              <span className="text-muted-foreground tabular-nums">
                ({group.count}
                {group.capped ? '+' : ''})
              </span>
            </h2>
            <p className="text-sm text-muted-foreground">{TITLES[group.kind].description}</p>
            {group.documents.length === 0 ? (
              <EmptyState
                icon={<FileWarning className="size-5" aria-hidden />}
                title="Nothing here"
                description="No file is in this state."
              />
            ) : (
              <div className="overflow-x-auto rounded-lg border bg-card">
                <table className="w-full text-sm">
                  <caption className="sr-only">{TITLES[group.kind].title} files</caption>
                  <TableHead
                    columns={[
                      { label: 'File' },
                      { label: 'Firm' },
                      { label: 'Matter' },
                      { label: 'Why' },
                      { label: 'Added' },
                      { label: 'Actions', hidden: true },
                    ]}
                  />
                  <tbody className="divide-y">
                    {group.documents.map((document) => (
                      <tr key={document._id}>
                        <th scope="row" className={`${textCell} font-normal break-all`}>
                          {document.name}
                          <span className="block text-xs text-muted-foreground">
                            {document.kind.toUpperCase()} · {formatBytes(document.size)} ·{' '}
                            {document.attempts} {document.attempts === 1 ? 'attempt' : 'attempts'}
                          </span>
                        </th>
                        <td className={textCell}>{document.organization}</td>
                        <td className={textCell}>{document.matter}</td>
                        <td className={textCell}>{document.reason ?? '—'}</td>
                        <td className={textCell}>
                          <RelativeTime at={document.addedAt} />
                        </td>
                        <td className={textCell}>
                          {group.kind === 'password_protected' ? null : (
                            <Button
                              variant="outline"
                              size="sm"
                              disabled={reprocess.isPending}
                              onClick={() =>
                                reprocess.mutate(
                                  { documentId: document._id },
                                  {
                                    onSuccess: () =>
                                      toast({
                                        variant: 'success',
                                        title: `${document.name} is being processed again`,
                                      }),
                                  },
                                )
                              }
                            >
                              Process again <span className="sr-only">{document.name}</span>
                            </Button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        ))
      )}
    </div>
  )
}
