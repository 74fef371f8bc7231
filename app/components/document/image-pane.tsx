import { useEffect, useRef, useState } from 'react'
import { PAGE_GUTTER, rotatedSize, scaleFor, type Size } from '@/lib/viewer-zoom'
import { usePaneSize } from './use-page-scroller'
import { useViewer } from './viewer-state'
import { PageSkeleton, ViewerError } from './viewer-status'

type ImagePaneProps = { url: string; name: string; onDownload: () => void }

/** An image, fitted to the pane by default, with zoom and rotation from the toolbar. */
export default function ImagePane({ url, name, onDownload }: ImagePaneProps) {
  const { state, dispatch } = useViewer()
  const scroller = useRef<HTMLDivElement>(null)
  const pane = usePaneSize(scroller)
  const [natural, setNatural] = useState<Size | null>(null)
  const [failed, setFailed] = useState(false)

  const scale = natural ? scaleFor(state.zoom, rotatedSize(natural, state.rotation), pane) : 1

  useEffect(() => {
    dispatch({ type: 'scale-shown', scale })
  }, [dispatch, scale])

  if (failed) {
    return (
      <ViewerError
        title="The image could not be loaded"
        description="It could not be reached or read. You can still download it."
        onDownload={onDownload}
      />
    )
  }
  const width = natural ? natural.width * scale : 0
  const height = natural ? natural.height * scale : 0
  const box = rotatedSize({ width, height }, state.rotation)
  return (
    <div
      ref={scroller}
      className="relative min-h-0 flex-1 overflow-auto bg-muted/60 print:overflow-visible print:bg-transparent"
    >
      {natural ? null : <PageSkeleton label="Loading the image…" />}
      <div
        className="relative mx-auto"
        style={{ width: box.width, height: box.height, margin: PAGE_GUTTER }}
      >
        <img
          src={url}
          alt={name}
          onLoad={(event) =>
            setNatural({
              width: event.currentTarget.naturalWidth,
              height: event.currentTarget.naturalHeight,
            })
          }
          onError={() => setFailed(true)}
          className="absolute top-1/2 left-1/2 max-w-none bg-white shadow-md"
          style={{
            width: natural ? width : undefined,
            height: natural ? height : undefined,
            visibility: natural ? 'visible' : 'hidden',
            transform: `translate(-50%, -50%) rotate(${state.rotation}deg)`,
          }}
        />
      </div>
    </div>
  )
}
