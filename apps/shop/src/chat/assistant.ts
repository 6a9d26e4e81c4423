import { formatConfidence, type SkinAnalysis } from '@nyansa/ui';

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
