import { Upload } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { entriesOfDrop, filesOfDrop, isFileDrag } from '@/lib/upload-entries'
import { toast } from '@/lib/toast-store'
import { cn } from '@/lib/utils'
import { useStartUploads, type UploadDestination } from './upload-store'

export type DossierDropZoneProps = UploadDestination & {
  /** The open folder's name, for the overlay; without it the overlay says "this folder". */
  folderName?: string
  /** Drops are refused (an archived matter): no overlay, and the browser shows "not allowed". */
  disabled?: boolean
  className?: string
  children: React.ReactNode
}

/**
 * Drag and drop of files and whole folders onto the dossier. While files are dragged over it, an
 * overlay says where they will go; a dropped folder keeps its structure (folders.ensurePath).
 */
export function DossierDropZone({
  projectId,
  folderId,
  folderName,
  disabled = false,
  className,
  children,
}: DossierDropZoneProps) {
  const start = useStartUploads({ projectId, folderId })
  const [isDragging, setIsDragging] = useState(false)
  // dragenter and dragleave fire for every child crossed: count them to know when the drag left.
  const depth = useRef(0)
  useKeepStrayDropsOnPage()

  const destination = folderName ?? (folderId ? 'this folder' : 'the dossier')

  function handleDragEnter(event: React.DragEvent) {
    if (!isFileDrag(event.dataTransfer)) return
    event.preventDefault()
    depth.current += 1
    if (!disabled) setIsDragging(true)
  }

  function handleDragOver(event: React.DragEvent) {
    if (!isFileDrag(event.dataTransfer)) return
    event.preventDefault()
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy'
  }

  function handleDragLeave(event: React.DragEvent) {
    if (!isFileDrag(event.dataTransfer)) return
    depth.current = Math.max(0, depth.current - 1)
    if (depth.current === 0) setIsDragging(false)
  }

  function handleDrop(event: React.DragEvent) {
    if (!isFileDrag(event.dataTransfer)) return
    event.preventDefault()
    depth.current = 0
    setIsDragging(false)
    if (disabled) return
    // The entries must be taken now: the DataTransfer is emptied once this handler returns.
    const dropped = entriesOfDrop(event.dataTransfer)
    filesOfDrop(dropped).then(start, () =>
      toast({
        variant: 'error',
        title: 'Could not read the dropped files',
        description: 'A file or folder may have been moved, or the browser was denied access.',
      }),
    )
  }

  return (
    <div
      className={cn('relative', className)}
      onDragEnter={handleDragEnter}
      onDragOver={handleDragOver}
      onDragLeave={handleDragLeave}
      onDrop={handleDrop}
    >
      {children}
      {isDragging ? (
        <div
          className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center rounded-xl border-2 border-dashed border-primary/70 bg-background/95 p-6"
          data-slot="drop-overlay"
        >
          <p className="flex items-center gap-2 text-center text-base font-medium text-foreground">
            <Upload className="size-5 shrink-0" aria-hidden />
            {`Drop files to upload to ${destination}`}
          </p>
        </div>
      ) : null}
    </div>
  )
}

/**
 * A file dropped just beside the zone would make the browser open it in place of the app and
 * lose the uploads under way; while a drop zone is on screen, such drops do nothing.
 */
function useKeepStrayDropsOnPage() {
  useEffect(() => {
    const handleStray = (event: DragEvent) => {
      if (!isFileDrag(event.dataTransfer) || event.defaultPrevented) return
      event.preventDefault()
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'none'
    }
    window.addEventListener('dragover', handleStray)
    window.addEventListener('drop', handleStray)
    return () => {
      window.removeEventListener('dragover', handleStray)
      window.removeEventListener('drop', handleStray)
    }
  }, [])
}
