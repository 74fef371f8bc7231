import { useConvex } from '@convex-dev/react-query'
import { Link } from '@tanstack/react-router'
import {
  Bot,
  Download,
  Ellipsis,
  ExternalLink,
  Eye,
  FolderInput,
  Pencil,
  Share2,
  Star,
  StarOff,
  Trash2,
} from 'lucide-react'
import { useRef } from 'react'
import { useAskAbout } from '@/components/associate/use-ask-about'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { toast } from '@/lib/toast-store'
import { useSetDocumentFavoritesMutation, useSetFolderFavoriteMutation } from '@/queries/dossier'
import { useDossier } from './dossier-context'
import { useOpenDossierDialog } from './dossier-dialogs'
import { documentHref, itemName, type DossierItem } from './dossier-items'
import { downloadDocument, downloadErrorMessage } from './download'

type ItemActionsMenuProps = {
  item: DossierItem
  /** Starts renaming the item in place. */
  onRename: () => void
}

/**
 * The per-item menu ('Actions for {name}'): open, rename, move, favorite, share, ask the associate,
 * download, delete.
 */
export function ItemActionsMenu({ item, onRename }: ItemActionsMenuProps) {
  const { matterSlug, canEdit, projectId, viewerId } = useDossier()
  const { askAbout } = useAskAbout(projectId, matterSlug)
  const openDialog = useOpenDossierDialog()
  const convex = useConvex()
  const setDocumentFavorites = useSetDocumentFavoritesMutation()
  const setFolderFavorite = useSetFolderFavoriteMutation()
  const name = itemName(item)
  const isFavorite = item.type === 'folder' ? item.folder.isFavorite : item.document.isFavorite
  // What an item starts once the menu has closed and handed focus back: a dialog opened then
  // returns focus to this menu's button when it closes; renaming keeps focus in its own field.
  const afterClose = useRef<{ run: () => void; keepFocusAway: boolean } | null>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  function afterMenuCloses(run: () => void, keepFocusAway = false) {
    afterClose.current = { run, keepFocusAway }
  }

  async function handleFavorite() {
    const favorite = !isFavorite
    try {
      if (item.type === 'folder') {
        await setFolderFavorite.mutateAsync({ folderId: item.folder._id, favorite })
      } else {
        await setDocumentFavorites.mutateAsync({ documentIds: [item.document._id], favorite })
      }
      toast({
        variant: 'success',
        title: favorite ? `Added ${name} to favorites` : `Removed ${name} from favorites`,
      })
    } catch {
      // The mutation cache shows why.
    }
  }

  async function handleDownload() {
    if (item.type !== 'document') return
    try {
      const fileName = await downloadDocument(convex, item.document)
      toast({ variant: 'success', title: `Downloaded ${fileName}` })
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Download failed',
        description: downloadErrorMessage(error),
      })
    }
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          ref={trigger}
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Actions for ${name}`}
        >
          <Ellipsis className="size-4" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onCloseAutoFocus={(event) => {
          const action = afterClose.current
          afterClose.current = null
          if (!action) return
          if (action.keepFocusAway) event.preventDefault()
          action.run()
        }}
      >
        {item.type === 'folder' ? (
          <DropdownMenuItem asChild>
            <Link
              to="/matters/$slug/dossier/$"
              params={{ slug: matterSlug, _splat: item.folder.path }}
            >
              <ExternalLink className="size-4" aria-hidden />
              Open
            </Link>
          </DropdownMenuItem>
        ) : (
          <>
            <DropdownMenuItem asChild>
              <a href={documentHref(item.document._id)}>
                <ExternalLink className="size-4" aria-hidden />
                Open
              </a>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="." search={(previous) => ({ ...previous, documentId: item.document._id })}>
                <Eye className="size-4" aria-hidden />
                Preview
              </Link>
            </DropdownMenuItem>
          </>
        )}
        {canEdit ? (
          <>
            <DropdownMenuItem onSelect={() => afterMenuCloses(onRename, true)}>
              <Pencil className="size-4" aria-hidden />
              Rename
            </DropdownMenuItem>
            <DropdownMenuItem
              onSelect={() =>
                afterMenuCloses(() =>
                  openDialog(
                    item.type === 'folder'
                      ? {
                          kind: 'move-folder',
                          folderId: item.folder._id,
                          folderName: item.folder.name,
                        }
                      : { kind: 'move-document', document: item.document },
                    trigger.current,
                  ),
                )
              }
            >
              <FolderInput className="size-4" aria-hidden />
              Move…
            </DropdownMenuItem>
          </>
        ) : null}
        <DropdownMenuItem onSelect={() => void handleFavorite()}>
          {isFavorite ? (
            <StarOff className="size-4" aria-hidden />
          ) : (
            <Star className="size-4" aria-hidden />
          )}
          {isFavorite ? 'Unfavorite' : 'Favorite'}
        </DropdownMenuItem>
        {canEdit ? (
          <DropdownMenuItem
            onSelect={() =>
              afterMenuCloses(() =>
                openDialog(
                  {
                    kind: 'share',
                    entityType: item.type,
                    entityId: item.type === 'folder' ? item.folder._id : item.document._id,
                    entityName: name,
                    ownerId: item.type === 'document' ? item.document.uploadedBy : null,
                    currentUserId: viewerId,
                  },
                  trigger.current,
                ),
              )
            }
          >
            <Share2 className="size-4" aria-hidden />
            Share…
          </DropdownMenuItem>
        ) : null}
        {canEdit ? (
          <DropdownMenuItem
            onSelect={() =>
              void askAbout(
                item.type === 'folder'
                  ? { folderIds: [item.folder._id] }
                  : { documentIds: [item.document._id] },
              )
            }
          >
            <Bot className="size-4" aria-hidden />
            Ask the associate
          </DropdownMenuItem>
        ) : null}
        {item.type === 'document' ? (
          <DropdownMenuItem onSelect={() => void handleDownload()}>
            <Download className="size-4" aria-hidden />
            Download
          </DropdownMenuItem>
        ) : null}
        {canEdit ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              className="text-destructive data-[highlighted]:text-destructive"
              onSelect={() =>
                afterMenuCloses(() =>
                  openDialog(
                    item.type === 'folder'
                      ? { kind: 'delete-folder', folder: item.folder }
                      : { kind: 'delete-documents', documents: [item.document] },
                    trigger.current,
                  ),
                )
              }
            >
              <Trash2 className="size-4" aria-hidden />
              Delete
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
