import { useConvex } from '@convex-dev/react-query'
import { Bot, Download, FolderInput, Share2, Star, StarOff, Trash2, X } from 'lucide-react'
import { useState } from 'react'
import { useAskAbout } from '@/components/associate/use-ask-about'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { countDocuments } from '@/lib/dossier-text'
import { toast } from '@/lib/toast-store'
import { useSetDocumentFavoritesMutation, type DocumentRow } from '@/queries/dossier'
import { useDossier } from './dossier-context'
import { useOpenDossierDialog } from './dossier-dialogs'
import { downloadDocumentsAsZip, downloadErrorMessage } from './download'

type DossierBulkBarProps = {
  documents: DocumentRow[]
  onClear: () => void
}

/** What a selection of documents can do at once: move, favorite, share, download as zip, delete. */
export function DossierBulkBar({ documents, onClear }: DossierBulkBarProps) {
  const { canEdit, matterSlug, projectId, viewerId } = useDossier()
  const { askAbout, pending: asking } = useAskAbout(projectId, matterSlug)
  const openDialog = useOpenDossierDialog()
  const convex = useConvex()
  const setFavorites = useSetDocumentFavoritesMutation()
  const [isZipping, setIsZipping] = useState(false)
  const allFavorite = documents.every((document) => document.isFavorite)
  const what = countDocuments(documents.length)

  async function handleFavorite() {
    const favorite = !allFavorite
    try {
      await setFavorites.mutateAsync({
        documentIds: documents.map((document) => document._id),
        favorite,
      })
      toast({
        variant: 'success',
        title: favorite ? `Added ${what} to favorites` : `Removed ${what} from favorites`,
      })
    } catch {
      // The mutation cache shows why.
    }
  }

  async function handleZip() {
    setIsZipping(true)
    const progress = toast({ variant: 'spinner', title: `Preparing ${what}…`, duration: Infinity })
    try {
      const fileName = await downloadDocumentsAsZip(convex, documents, matterSlug)
      progress.update({ variant: 'success', title: `Downloaded ${fileName}`, duration: 5000 })
    } catch (error) {
      progress.update({
        variant: 'error',
        title: 'Download failed',
        description: downloadErrorMessage(error),
        duration: 5000,
      })
    } finally {
      setIsZipping(false)
    }
  }

  return (
    <div
      role="region"
      aria-label="Selection"
      className="flex flex-wrap items-center gap-2 rounded-lg border bg-secondary/60 px-3 py-2"
    >
      <p className="mr-2 text-sm font-medium" aria-live="polite">
        {documents.length} selected
      </p>
      {canEdit ? (
        <Button
          variant="outline"
          size="sm"
          onClick={(event) =>
            openDialog({ kind: 'move-documents', documents, onDone: onClear }, event.currentTarget)
          }
        >
          <FolderInput className="size-4" aria-hidden />
          Move
        </Button>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        onClick={() => void handleFavorite()}
        disabled={setFavorites.isPending}
      >
        {allFavorite ? (
          <StarOff className="size-4" aria-hidden />
        ) : (
          <Star className="size-4" aria-hidden />
        )}
        {allFavorite ? 'Unfavorite' : 'Favorite'}
      </Button>
      {canEdit ? (
        <Button
          variant="outline"
          size="sm"
          onClick={(event) =>
            openDialog(
              { kind: 'share-documents', documents, currentUserId: viewerId, onDone: onClear },
              event.currentTarget,
            )
          }
        >
          <Share2 className="size-4" aria-hidden />
          Share
        </Button>
      ) : null}
      {canEdit ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => void askAbout({ documentIds: documents.map((document) => document._id) })}
          disabled={asking}
        >
          <Bot className="size-4" aria-hidden />
          Ask about these
        </Button>
      ) : null}
      <Button variant="outline" size="sm" onClick={() => void handleZip()} disabled={isZipping}>
        {isZipping ? <Spinner className="size-4" /> : <Download className="size-4" aria-hidden />}
        Download as zip
      </Button>
      {canEdit ? (
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          onClick={(event) =>
            openDialog(
              { kind: 'delete-documents', documents, onDone: onClear },
              event.currentTarget,
            )
          }
        >
          <Trash2 className="size-4" aria-hidden />
          Delete
        </Button>
      ) : null}
      <Button variant="ghost" size="sm" className="ml-auto" onClick={onClear}>
        <X className="size-4" aria-hidden />
        Clear selection
      </Button>
    </div>
  )
}
