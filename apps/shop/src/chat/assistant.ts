import type { Consultation, ConsultationReply } from '@nyansa/contract';
import { formatConfidence, type ChatMessage, type SkinAnalysis } from '@nyansa/ui';

/** Words that make the assistant offer a photo analysis to users with AI access (spec section 4). */
export const skinConcernWords = ['skin', 'analyze', 'analysis', 'condition', 'problem', 'issue', 'acne', 'eczema', 'dermatologist'] as const;

export function mentionsSkinConcern(message: string): boolean {
  const text = message.toLowerCase();
  return skinConcernWords.some((word) => text.includes(word));
}

export const uploadPromptText =
  "I can look at that for you. Upload a clear, well-lit photo of your face and I'll analyze your skin.";

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

/** A dermatologist's reply as a message of the chat's history (its products as links). */
export function describeReply({ id, reply }: Pick<Consultation, 'id'> & { reply: ConsultationReply }): ChatMessage {
  return {
    id: `consultation-${id}`,
    type: 'bot',
    content: `Dermatologist ${reply.dermatologist_name} replied to your request about an analysis:\n\n${reply.text}`,
    timestamp: reply.answered_at,
    links: reply.products.map((product) => ({ href: `/products/${product.product_id}`, label: product.product_name })),
  };
}
