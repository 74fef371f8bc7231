import { useLayoutEffect, useRef } from 'react'
import { type Thread, useStopAnswerMutation } from '@/queries/associate'
import { MessageItem } from './message-item'

type ConversationProps = { thread: Thread }

/** A thread's questions and answers, kept scrolled to the newest while it grows. */
export function Conversation({ thread }: ConversationProps) {
  const stop = useStopAnswerMutation()
  const box = useRef<HTMLDivElement>(null)
  const stuck = useRef(true)
  const last = thread.messages[thread.messages.length - 1]
  const size = `${thread.messages.length}:${last?.text.length ?? 0}:${last?.status ?? ''}`

  useLayoutEffect(() => {
    const element = box.current
    if (element && stuck.current) element.scrollTop = element.scrollHeight
  }, [size])

  return (
    <div
      ref={box}
      role="log"
      aria-label="Questions and answers"
      onScroll={(event) => {
        const element = event.currentTarget
        stuck.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48
      }}
      className="grid min-h-0 flex-1 content-start gap-5 overflow-y-auto pr-1"
    >
      {thread.messages.map((message) => (
        <MessageItem
          key={message._id}
          message={message}
          threadId={thread._id}
          onStop={
            thread.isAuthor && message.status === 'streaming'
              ? () => stop.mutate({ messageId: message._id })
              : undefined
          }
        />
      ))}
    </div>
  )
}
