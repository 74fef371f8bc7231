import type { DossierView } from '@/lib/dossier-view'

/** Placeholder cards or rows while a page of the dossier loads. */
export function DossierListSkeleton({
  view,
  announce = true,
}: {
  view: DossierView
  /** False inside a view that announces its own loading. */
  announce?: boolean
}) {
  const status = announce ? ({ role: 'status', 'aria-label': 'Loading documents' } as const) : {}
  return view === 'table' ? (
    <div {...status} className="grid gap-px overflow-hidden rounded-lg border bg-card">
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className="flex items-center gap-6 px-4 py-3">
          <div className="size-4 animate-pulse rounded bg-muted" />
          <div className="h-4 w-1/3 animate-pulse rounded bg-muted" />
          <div className="h-4 w-16 animate-pulse rounded bg-muted" />
          <div className="h-4 w-32 animate-pulse rounded bg-muted" />
          <div className="h-4 w-20 animate-pulse rounded bg-muted" />
        </div>
      ))}
    </div>
  ) : (
    <div {...status} className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-3">
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-lg border bg-card">
          <div className="aspect-[4/3] animate-pulse bg-muted" />
          <div className="grid gap-2 p-3">
            <div className="h-4 w-3/4 animate-pulse rounded bg-muted" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  )
}

/** The dossier route's pending view: a heading, the toolbar and placeholder cards. */
export function DossierSkeleton() {
  return (
    <div className="grid gap-4" role="status" aria-label="Loading dossier">
      <div className="flex items-center justify-between gap-4">
        <div className="h-6 w-48 animate-pulse rounded bg-muted" />
        <div className="h-9 w-64 animate-pulse rounded bg-muted" />
      </div>
      <DossierListSkeleton view="grid" announce={false} />
    </div>
  )
}
