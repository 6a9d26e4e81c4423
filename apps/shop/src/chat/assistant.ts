import { isApiFailure } from '@nyansa/api-client';
import { chatMessages } from '@nyansa/contract';
import { formatConfidence, type SkinAnalysis } from '@nyansa/ui';
import { api } from '../api';

/** Words that make the assistant offer a photo analysis to users with AI access (spec section 4). */
export const skinConcernWords = ['skin', 'analyze', 'analysis', 'condition', 'problem', 'issue', 'acne', 'eczema', 'dermatologist'] as const;

export function mentionsSkinConcern(message: string): boolean {
  const text = message.toLowerCase();
  return skinConcernWords.some((word) => text.includes(word));
}

export const uploadPromptText =
  "I can look at that for you. Upload a clear, well-lit photo of your face and I'll analyze your skin.";

/** The chat bubble shows plain text: a markdown link from the assistant reads as its words. */
export function plainReply(content: string): string {
  return content.replace(/\[([^\]]+)\]\([^)\s]+\)/g, '$1');
}

export type AssistantReply = { ok: true; content: string } | { ok: false; content: string };

/** Sends one message to the chat service; a failure becomes the spec's apology. */
export async function askAssistant(message: string): Promise<AssistantReply> {
  try {
    const answer = await api.chat.send({ message });
    if (isApiFailure(answer) || !answer.success) return { ok: false, content: chatMessages.botError };
    return { ok: true, content: plainReply(answer.content) || chatMessages.loginForMore };
  } catch {
    return { ok: false, content: chatMessages.botError };
  }
}

/** An analysis result as the assistant's chat message. */
export function describeAnalysis(analysis: SkinAnalysis): string {
  const confidence =
    analysis.confidence !== undefined && analysis.confidence !== null ? ` (confidence ${formatConfidence(analysis.confidence)})` : '';
  const lines = [`Skin analysis result: ${analysis.diagnosis}${confidence}`];
  if (analysis.recommendations.length > 0) {
    lines.push('', 'Recommendations:', ...analysis.recommendations.map((text, index) => `${index + 1}. ${text}`));
  }
  return lines.join('\n');
}
