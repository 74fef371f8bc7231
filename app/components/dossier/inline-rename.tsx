import { useRef, useState } from 'react'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { Form } from '@/components/ui/form'
import { toast } from '@/lib/toast-store'
import { useRenameDocumentMutation, useRenameFolderMutation } from '@/queries/dossier'
import type { DossierItem } from './dossier-items'
import { itemName } from './dossier-items'
import { DOCUMENT_NAME_MAX, FOLDER_NAME_MAX } from '@shared/names'

type InlineRenameProps = {
  item: DossierItem
  /** Leaves rename mode (after saving, or on Escape); `byKeyboard` when Enter or Escape ended it. */
  onDone: (byKeyboard: boolean) => void
}

/**
 * Renames an item in place: Enter (or leaving the field) saves, Escape cancels. A refused name
 * keeps the field open; the toast says why.
 */
export function InlineRename({ item, onDone }: InlineRenameProps) {
  const current = itemName(item)
  const [value, setValue] = useState(current)
  const renameFolder = useRenameFolderMutation()
  const renameDocument = useRenameDocumentMutation()
  const pending = renameFolder.isPending || renameDocument.isPending
  // Escape ends the edit before the field blurs; the blur that follows must not save.
  const cancelled = useRef(false)
  // Enter then a blur (a click elsewhere) while saving: one save per edit, not two.
  const saving = useRef(false)

  async function save(byKeyboard: boolean) {
    const name = value.trim()
    if (name === current || name === '') {
      onDone(byKeyboard)
      return
    }
    if (saving.current) return
    saving.current = true
    try {
      if (item.type === 'folder') {
        await renameFolder.mutateAsync({ folderId: item.folder._id, name })
      } else {
        await renameDocument.mutateAsync({ documentId: item.document._id, name })
      }
      toast({ variant: 'success', title: `Renamed ${current} to ${name}` })
      onDone(byKeyboard)
    } catch {
      // The mutation cache shows why; the field stays for a corrected name.
    } finally {
      saving.current = false
    }
  }

  return (
    <Form
      className="flex min-w-0 flex-1 items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        void save(true)
      }}
    >
      <Input
        aria-label={`New name for ${current}`}
        value={value}
        autoFocus
        // Read-only rather than disabled while saving: disabling would blur the field.
        readOnly={pending}
        aria-busy={pending}
        maxLength={item.type === 'folder' ? FOLDER_NAME_MAX : DOCUMENT_NAME_MAX}
        className="h-8"
        onFocus={(event) => {
          // Select the name without its extension, as desktops do, so typing replaces just that.
          const dot = item.type === 'document' ? event.target.value.lastIndexOf('.') : -1
          event.target.setSelectionRange(0, dot > 0 ? dot : event.target.value.length)
        }}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault()
            event.stopPropagation()
            cancelled.current = true
            onDone(true)
          }
        }}
        onBlur={() => {
          if (!cancelled.current) void save(false)
        }}
      />
      {pending ? <Spinner className="size-4 text-muted-foreground" /> : null}
    </Form>
  )
}
