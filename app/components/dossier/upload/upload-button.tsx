import { FolderUp, Upload } from 'lucide-react'
import { useRef } from 'react'
import { Button } from '@/components/ui/button'
import { pickedFromInput } from '@/lib/upload-entries'
import { FILE_INPUT_ACCEPT } from '@shared/fileTypes'
import { useStartUploads, type UploadDestination } from './upload-store'

export type UploadButtonProps = UploadDestination & {
  /** An archived matter, or a viewer who may not add documents. */
  disabled?: boolean
}

/**
 * 'Upload' opens the file picker; 'Upload folder' picks a whole folder, whose structure is kept.
 * The pickers are visually hidden inputs with labels of their own ('Upload files', 'Upload a
 * folder'), so tests and assistive technology can reach them too.
 */
export function UploadButton({ projectId, folderId, disabled = false }: UploadButtonProps) {
  const start = useStartUploads({ projectId, folderId })
  const filesInput = useRef<HTMLInputElement>(null)
  const folderInput = useRef<HTMLInputElement>(null)

  function handlePicked(event: React.ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.currentTarget.files ?? [])
    // Cleared, so picking the same file again still counts as a change.
    event.currentTarget.value = ''
    start(pickedFromInput(files))
  }

  return (
    <>
      <Button disabled={disabled} onClick={() => filesInput.current?.click()}>
        <Upload className="size-4" aria-hidden />
        Upload
      </Button>
      <Button variant="outline" disabled={disabled} onClick={() => folderInput.current?.click()}>
        <FolderUp className="size-4" aria-hidden />
        Upload folder
      </Button>
      <input
        ref={filesInput}
        type="file"
        multiple
        accept={FILE_INPUT_ACCEPT}
        aria-label="Upload files"
        className="sr-only"
        tabIndex={-1}
        disabled={disabled}
        onChange={handlePicked}
      />
      <input
        ref={markAsDirectoryPicker(folderInput)}
        type="file"
        multiple
        aria-label="Upload a folder"
        className="sr-only"
        tabIndex={-1}
        disabled={disabled}
        onChange={handlePicked}
      />
    </>
  )
}

/**
 * React knows no `webkitdirectory` prop, so it is set on the element; every current browser
 * reads it (Chromium, Firefox and Safari alike), and Playwright's setInputFiles with a directory
 * needs it.
 */
function markAsDirectoryPicker(ref: React.RefObject<HTMLInputElement | null>) {
  return (input: HTMLInputElement | null) => {
    ref.current = input
    input?.setAttribute('webkitdirectory', '')
  }
}
