import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { Share2, Star } from 'lucide-react'
import { cn } from '@/lib/utils'
import { useDossier } from './dossier-context'
import { documentHref, itemName, type DossierItem } from './dossier-items'
import { InlineRename } from './inline-rename'

type DossierItemNameProps = {
  item: DossierItem
  isRenaming: boolean
  onRenameDone: () => void
  className?: string
}

/** An item's name as its link (a folder opens in the dossier, a document on its own screen), or the rename field. */
export function DossierItemName({
  item,
  isRenaming,
  onRenameDone,
  className,
}: DossierItemNameProps) {
  const { matterSlug } = useDossier()
  // A rename ended from the keyboard (Enter, Escape) puts focus back on the name's link, where F2
  // started it; one ended by clicking elsewhere leaves focus where the click put it.
  const refocus = useRef(false)
  const link = useRef<HTMLAnchorElement>(null)
  useEffect(() => {
    if (!isRenaming && refocus.current) {
      refocus.current = false
      link.current?.focus()
    }
  }, [isRenaming])
  if (isRenaming) {
    return (
      <InlineRename
        item={item}
        onDone={(byKeyboard) => {
          refocus.current = byKeyboard
          onRenameDone()
        }}
      />
    )
  }
  const name = itemName(item)
  const marks = item.type === 'folder' ? item.folder : item.document
  const linkClass = cn(
    'min-w-0 truncate font-medium underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none',
    className,
  )
  return (
    <span className="flex min-w-0 items-center gap-1.5">
      {item.type === 'folder' ? (
        <Link
          to="/matters/$slug/dossier/$"
          params={{ slug: matterSlug, _splat: item.folder.path }}
          ref={link}
          className={linkClass}
          title={name}
        >
          {name}
        </Link>
      ) : (
        <a ref={link} href={documentHref(item.document._id)} className={linkClass} title={name}>
          {name}
        </a>
      )}
      {marks.isFavorite ? (
        <Star
          className="size-3.5 shrink-0 fill-brand text-brand"
          aria-label="Favorite"
          role="img"
        />
      ) : null}
      {marks.isShared ? (
        <Share2
          className="size-3.5 shrink-0 text-muted-foreground"
          aria-label="Shared"
          role="img"
        />
      ) : null}
    </span>
  )
}
