import { getErrorMessage } from './errors'
import { toast } from './toast-store'

/** Saves bytes or text the page built (an export) as a file, through a temporary link. */
export function downloadFile(name: string, bytes: Uint8Array | string, type: string) {
  const blob = new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** One file an export menu builds: its name, its bytes or text, and its MIME type. */
export type ExportFile = { name: string; content: Uint8Array | string; type: string }

/**
 * Builds an export and saves it. The export menus call it from a menu item, so a failure (the
 * data could not be read, the file could not be built) becomes an error toast, never a rejection.
 */
export async function saveExport(build: () => Promise<ExportFile> | ExportFile): Promise<void> {
  try {
    const file = await build()
    downloadFile(file.name, file.content, file.type)
  } catch (error) {
    toast({ variant: 'error', title: `The export failed: ${getErrorMessage(error)}` })
  }
}
