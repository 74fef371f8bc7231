import { useEffect, useRef } from 'react'
import { toast } from '@/lib/toast-store'
import { printPdf, type PDFDocumentProxy } from './pdf-engine'

/**
 * Prints the PDF's pages when `request` changes (the toolbar's Print, Ctrl+P). Each page is drawn
 * first, which takes a moment for a long exhibit, so a toast shows how far it has got.
 */
export function usePdfPrint(pdf: PDFDocumentProxy, request: number) {
  const handled = useRef(request)
  const running = useRef<AbortController | null>(null)
  // Leaving the viewer stops a print still being prepared.
  useEffect(() => () => running.current?.abort(), [])
  useEffect(() => {
    if (request === handled.current) return
    handled.current = request
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    const total = pdf.numPages
    const progress = toast({
      variant: 'progress',
      title: 'Preparing to print…',
      description: `0 of ${total} pages`,
      progress: 0,
      duration: Infinity,
    })
    printPdf(pdf, {
      signal: controller.signal,
      onProgress: (done) =>
        progress.update({
          description: `${done} of ${total} pages`,
          progress: Math.round((done / total) * 100),
        }),
    })
      .then(() => progress.dismiss())
      .catch((error: unknown) => {
        progress.dismiss()
        toast({
          variant: 'error',
          title: 'Printing failed',
          description: error instanceof Error ? error.message : 'The pages could not be prepared.',
        })
      })
  }, [pdf, request])
}
