// Leaving the page while files are on their way loses them: the browser asks first.
import { isFinished, type UploadQueue } from './upload-queue'

/** Asks before the page unloads while any file of `queue` is still on its way. */
export function guardUnloadWhileUploading(queue: UploadQueue, target: Window) {
  let isGuarding = false
  const handleBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault()
    // Older Chromium and Safari still want returnValue set.
    event.returnValue = ''
  }
  return queue.subscribe((items) => {
    const isUploading = items.some((item) => !isFinished(item.status))
    if (isUploading === isGuarding) return
    isGuarding = isUploading
    if (isUploading) target.addEventListener('beforeunload', handleBeforeUnload)
    else target.removeEventListener('beforeunload', handleBeforeUnload)
  })
}
