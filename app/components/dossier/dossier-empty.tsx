import { FolderOpen, Share2, Star } from 'lucide-react'
import { EmptyState } from '@/components/layout/empty-state'

/** A folder with nothing in it: say so, and how documents get in. */
export function FolderEmpty({ actions }: { actions?: React.ReactNode }) {
  return (
    <EmptyState
      icon={<FolderOpen className="size-5" aria-hidden />}
      title="This folder is empty"
      description="Drop files here, or choose Upload, to add documents. New folders keep them in order."
    >
      {actions}
    </EmptyState>
  )
}

/** Favorites or Shared with nothing in them yet. */
export function MarkedEmpty({ kind }: { kind: 'favorites' | 'shared' }) {
  return kind === 'favorites' ? (
    <EmptyState
      icon={<Star className="size-5" aria-hidden />}
      title="No favorites yet"
      description="Mark a folder or document as a favorite from its Actions menu to find it here. Favorites are yours alone."
    />
  ) : (
    <EmptyState
      icon={<Share2 className="size-5" aria-hidden />}
      title="Nothing shared with you yet"
      description="When a colleague shares a folder or document of this matter with you, it appears here."
    />
  )
}
