import { Plus, X } from 'lucide-react'
import { useId, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

/** A tag is at most 60 characters (convex/dossier/model/index.ts TAG_MAX), a filter takes 20 tags. */
const TAG_MAX = 60
const TAGS_MAX = 20

type SearchTagFilterProps = {
  tags: string[]
  /** Tags seen on the results on screen, offered with one click. */
  suggestedTags: string[]
  onChange: (tags: string[]) => void
}

const sameTag = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * The tags filter: documents with any of the chosen tags. The matter keeps no list of its tags,
 * so a tag is typed (or picked from those on the results) rather than chosen from a list.
 */
export function SearchTagFilter({ tags, suggestedTags, onChange }: SearchTagFilterProps) {
  const inputId = useId()
  const [draft, setDraft] = useState('')
  const add = (tag: string) => {
    const clean = tag.trim()
    if (clean === '' || tags.some((t) => sameTag(t, clean)) || tags.length >= TAGS_MAX) return
    onChange([...tags, clean])
    setDraft('')
  }
  const offered = suggestedTags.filter((tag) => !tags.some((t) => sameTag(t, tag))).slice(0, 8)
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Tags</legend>
      {tags.length > 0 ? (
        <ul aria-label="Chosen tags" className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className="gap-1 pr-1">
                {tag}
                <button
                  type="button"
                  aria-label={`Remove tag ${tag}`}
                  className="rounded-full p-0.5 hover:bg-foreground/10 focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
                  onClick={() => onChange(tags.filter((t) => t !== tag))}
                >
                  <X className="size-3" aria-hidden />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Tag
        </label>
        <Input
          id={inputId}
          value={draft}
          maxLength={TAG_MAX}
          placeholder="Tag name"
          className="h-9"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the tag; it must not submit the search form around the panel.
            if (event.key === 'Enter') {
              event.preventDefault()
              add(draft)
            }
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="h-9"
          onClick={() => add(draft)}
        >
          Add tag
        </Button>
      </div>
      {offered.length > 0 ? (
        <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          <span>On these results:</span>
          {offered.map((tag) => (
            <Button
              key={tag}
              type="button"
              variant="ghost"
              size="sm"
              className="h-6 px-2"
              aria-label={`Filter by tag ${tag}`}
              onClick={() => add(tag)}
            >
              <Plus className="size-3" aria-hidden />
              {tag}
            </Button>
          ))}
        </div>
      ) : null}
    </fieldset>
  )
}
