import { Link } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'
import { Fragment } from 'react'
import type { FolderAtPath } from '@/queries/dossier'
import { useDossier } from './dossier-context'

/** Dossier › Pleadings › Motions: every level links back up; the folder open now is the last. */
export function DossierBreadcrumbs({ breadcrumbs }: { breadcrumbs: FolderAtPath['breadcrumbs'] }) {
  const { matterSlug } = useDossier()
  const linkClass =
    'rounded text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none'
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        <li>
          {breadcrumbs.length === 0 ? (
            <span aria-current="page" className="font-medium">
              Dossier
            </span>
          ) : (
            <Link
              to="/matters/$slug/dossier/$"
              params={{ slug: matterSlug, _splat: '' }}
              className={linkClass}
            >
              Dossier
            </Link>
          )}
        </li>
        {breadcrumbs.map((crumb, index) => (
          <Fragment key={crumb._id}>
            <li aria-hidden className="text-muted-foreground">
              <ChevronRight className="size-3.5" />
            </li>
            <li className="min-w-0">
              {index === breadcrumbs.length - 1 ? (
                <span aria-current="page" className="block truncate font-medium">
                  {crumb.name}
                </span>
              ) : (
                <Link
                  to="/matters/$slug/dossier/$"
                  params={{ slug: matterSlug, _splat: crumb.path }}
                  className={linkClass}
                >
                  {crumb.name}
                </Link>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  )
}
