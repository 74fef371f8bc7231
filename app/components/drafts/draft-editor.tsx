import { Heading, Pilcrow, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { FormAlert } from '@/components/auth/form-alert'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { toast } from '@/lib/toast-store'
import { useDraftMutations, type Draft } from '@/queries/modules'
import type { Id } from '@convex/_generated/dataModel'
import type { DraftBlock } from '@shared/draftValidators'

/** One block's fields: its text (a heading or paragraph), its items, or its cells. */
function BlockFields({
  block,
  index,
  onChange,
}: {
  block: DraftBlock
  index: number
  onChange: (block: DraftBlock) => void
}) {
  switch (block.type) {
    case 'heading':
      return (
        <Input
          aria-label={`Heading ${index + 1}`}
          className="font-semibold"
          value={block.text}
          onChange={(event) => onChange({ ...block, text: event.target.value })}
        />
      )
    case 'paragraph':
      return (
        <Textarea
          aria-label={`Paragraph ${index + 1}`}
          rows={3}
          value={block.text}
          onChange={(event) => onChange({ ...block, text: event.target.value })}
        />
      )
    case 'list':
      return (
        <div className="grid gap-2">
          {block.items.map((item, itemIndex) => (
            <Input
              key={itemIndex}
              aria-label={`Item ${itemIndex + 1} of list ${index + 1}`}
              value={item.text}
              onChange={(event) =>
                onChange({
                  ...block,
                  items: block.items.map((it, i) =>
                    i === itemIndex ? { ...it, text: event.target.value } : it,
                  ),
                })
              }
            />
          ))}
        </div>
      )
    case 'table':
      return (
        <div className="grid gap-2 overflow-x-auto">
          {block.rows.map((row, rowIndex) => (
            <div
              key={rowIndex}
              className="grid gap-2"
              style={{ gridTemplateColumns: `repeat(${block.header.length}, minmax(8rem, 1fr))` }}
            >
              {row.cells.map((cell, cellIndex) => (
                <Textarea
                  key={cellIndex}
                  rows={cellIndex === 1 ? 2 : 1}
                  aria-label={`${block.header[cellIndex]}, row ${rowIndex + 1}`}
                  value={cell}
                  onChange={(event) =>
                    onChange({
                      ...block,
                      rows: block.rows.map((r, i) =>
                        i === rowIndex
                          ? {
                              ...r,
                              cells: r.cells.map((c, j) =>
                                j === cellIndex ? event.target.value : c,
                              ),
                            }
                          : r,
                      ),
                    })
                  }
                />
              ))}
            </div>
          ))}
        </div>
      )
  }
}

const BLOCK_NAMES: Record<DraftBlock['type'], string> = {
  heading: 'heading',
  paragraph: 'paragraph',
  list: 'list',
  table: 'table',
}

/**
 * Edits a draft's title and text in place: every block's words, blocks removed, headings and
 * paragraphs added at the end. Citations stay on the blocks they were on (a removed block takes
 * its own with it; the sources list keeps every passage).
 */
export function DraftEditor({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const { update } = useDraftMutations()
  const [title, setTitle] = useState(draft.title)
  const [blocks, setBlocks] = useState(draft.blocks)
  const save = useFormMutation({
    mutationFn: () =>
      update.mutateAsync({
        draftId: draft._id as Id<'drafts'>,
        title,
        // A heading or paragraph left empty is no block at all.
        blocks: blocks.filter(
          (block) =>
            !((block.type === 'heading' || block.type === 'paragraph') && block.text.trim() === ''),
        ),
      }),
    onSuccess: () => {
      toast({
        variant: 'success',
        title: 'Draft saved',
        description: 'The earlier text is in its history.',
      })
      onDone()
    },
  })
  return (
    <Form noValidate onSubmit={(event) => void save.submit(event)} aria-busy={save.pending}>
      <fieldset disabled={save.pending} className="grid gap-4">
        {save.error ? <FormAlert tone="error">{save.error}</FormAlert> : null}
        <FormField
          label="Title"
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
        />
        {blocks.map((block, index) => (
          <div key={index} className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <BlockFields
                block={block}
                index={index}
                onChange={(next) => setBlocks(blocks.map((b, i) => (i === index ? next : b)))}
              />
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove ${BLOCK_NAMES[block.type]} ${index + 1}`}
              onClick={() => setBlocks(blocks.filter((_, i) => i !== index))}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setBlocks([...blocks, { type: 'heading', level: 2, text: '' }])}
          >
            <Heading className="size-4" aria-hidden />
            Add heading
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setBlocks([...blocks, { type: 'paragraph', text: '', cites: [] }])}
          >
            <Pilcrow className="size-4" aria-hidden />
            Add paragraph
          </Button>
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit">
            {save.pending ? <Spinner className="size-4" /> : null}
            Save draft
          </Button>
        </div>
      </fieldset>
    </Form>
  )
}
