// The language models behind the one provider factory (provider.ts), all through the Vercel AI SDK:
// an OpenAI-compatible server, or the scripted test model. Only reached for a matter that
// consented (external) or under AI_PROVIDER=scripted; the offline model needs none of this.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { generateText, streamText, type LanguageModel } from 'ai'
import { MockLanguageModelV3 } from 'ai/test'
import type { AiConfig } from './provider'
import { scriptedReply } from './scripted'

const NO_USAGE = {
  inputTokens: {
    total: undefined,
    noCache: undefined,
    cacheRead: undefined,
    cacheWrite: undefined,
  },
  outputTokens: { total: undefined, text: undefined, reasoning: undefined },
}

function promptText(prompt: { content: unknown }[]) {
  return prompt
    .flatMap((message) =>
      typeof message.content === 'string'
        ? [message.content]
        : (message.content as { type: string; text?: string }[]).flatMap((part) =>
            part.type === 'text' && part.text !== undefined ? [part.text] : [],
          ),
    )
    .join('\n')
}

/** The scripted reply cut into word-sized deltas, as a streaming model sends them. */
function scriptedChunks(text: string) {
  return text.match(/\S+\s*|\s+/g) ?? []
}

/** A model the calls can go to: the configured external one or the scripted test model. */
export type ChatModel = Exclude<AiConfig, { kind: 'offline' }>

/** How long one model call may take before the cell is marked failed. */
export const MODEL_TIMEOUT_MS = 120_000

function scriptedModel(): LanguageModel {
  return new MockLanguageModelV3({
    provider: 'casefile',
    modelId: 'scripted',
    doGenerate: async (options) => ({
      content: [{ type: 'text', text: scriptedReply(promptText(options.prompt)) }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: NO_USAGE,
      warnings: [],
    }),
    doStream: async (options) => {
      const chunks = scriptedChunks(scriptedReply(promptText(options.prompt)))
      return {
        stream: new ReadableStream({
          start(controller) {
            controller.enqueue({ type: 'stream-start', warnings: [] })
            controller.enqueue({ type: 'text-start', id: 'text' })
            for (const delta of chunks)
              controller.enqueue({ type: 'text-delta', id: 'text', delta })
            controller.enqueue({ type: 'text-end', id: 'text' })
            controller.enqueue({
              type: 'finish',
              usage: NO_USAGE,
              finishReason: { unified: 'stop', raw: 'stop' },
            })
            controller.close()
          },
        }),
      }
    },
  })
}

/** The AI SDK model for a configuration. */
export function languageModel(config: ChatModel): LanguageModel {
  if (config.kind === 'scripted') return scriptedModel()
  const provider = createOpenAICompatible({
    name: 'casefile-model',
    baseURL: config.baseURL,
    apiKey: config.apiKey,
  })
  return provider(config.model)
}

/** One completion, deterministic (temperature 0), bounded in time. */
export async function completeText(
  config: ChatModel,
  request: { system: string; prompt: string },
): Promise<string> {
  const { text } = await generateText({
    model: languageModel(config),
    system: request.system,
    prompt: request.prompt,
    temperature: 0,
    maxRetries: 1,
    abortSignal: AbortSignal.timeout(MODEL_TIMEOUT_MS),
  })
  return text
}

/**
 * One completion as it is written: calls `onText` with each piece of text, in order. `signal`
 * stops it (the person pressed Stop); a model error is thrown, not swallowed.
 */
export async function streamCompletion(
  config: ChatModel,
  request: { system: string; prompt: string },
  onText: (text: string) => Promise<void>,
  signal: AbortSignal,
) {
  // Stop or time-out, whichever comes first (AbortSignal.any is not in every Convex runtime).
  const controller = new AbortController()
  const stop = () => controller.abort()
  const timeout = AbortSignal.timeout(MODEL_TIMEOUT_MS)
  signal.addEventListener('abort', stop)
  timeout.addEventListener('abort', stop)
  try {
    const result = streamText({
      model: languageModel(config),
      system: request.system,
      prompt: request.prompt,
      temperature: 0,
      maxRetries: 1,
      abortSignal: controller.signal,
    })
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') await onText(part.text)
      else if (part.type === 'error') throw part.error
    }
  } finally {
    signal.removeEventListener('abort', stop)
    timeout.removeEventListener('abort', stop)
  }
}
