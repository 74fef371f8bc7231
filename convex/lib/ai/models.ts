// The language models behind the one provider factory (provider.ts), all through the Vercel AI SDK:
// an OpenAI-compatible server, or the scripted test model. Only reached for a matter that
// consented (external) or under AI_PROVIDER=scripted; the offline model needs none of this.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { generateText, type LanguageModel } from 'ai'
import { MockLanguageModelV3 } from 'ai/test'
import type { AiConfig } from './provider'
import { scriptedReply } from './scripted'

/** A model the calls can go to: the configured external one or the scripted test model. */
export type ChatModel = Exclude<AiConfig, { kind: 'offline' }>

/** How long one model call may take before the cell is marked failed. */
export const MODEL_TIMEOUT_MS = 120_000

function scriptedModel(): LanguageModel {
  return new MockLanguageModelV3({
    provider: 'casefile',
    modelId: 'scripted',
    doGenerate: async (options) => {
      const text = options.prompt
        .flatMap((message) =>
          typeof message.content === 'string'
            ? [message.content]
            : message.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])),
        )
        .join('\n')
      return {
        content: [{ type: 'text', text: scriptedReply(text) }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: {
          inputTokens: {
            total: undefined,
            noCache: undefined,
            cacheRead: undefined,
            cacheWrite: undefined,
          },
          outputTokens: { total: undefined, text: undefined, reasoning: undefined },
        },
        warnings: [],
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
