import sharp from 'sharp';
import { chatCompletion, type OpenAiSettings } from '../../lib/openai';

export interface SummaryInput {
  diagnosis: string;
  parameters: Record<string, { value: number; unit: string; label: string }>;
  recommendations: readonly string[];
}

const INSTRUCTIONS = [
  'You are a cosmetic skin-care adviser for the Nyansa beauty shop. Look at the face photo and the measurements taken from it,',
  'and write a short, friendly summary (at most 90 words) of what the skin looks like and what would help.',
  'This is a cosmetic assessment, never a medical diagnosis; suggest seeing a dermatologist for anything that looks medical.',
].join(' ');

/** A written summary of an analysis from an OpenAI-compatible vision model; the photo goes as a data URL. */
export async function summarizeAnalysis(settings: OpenAiSettings, photo: Buffer, analysis: SummaryInput): Promise<string> {
  // A smaller copy is enough for a summary and keeps the request light.
  const preview = await sharp(photo).resize({ width: 768, height: 768, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();
  const measurements = Object.entries(analysis.parameters)
    .map(([name, p]) => `- ${p.label} (${name}): ${p.value} ${p.unit}`)
    .join('\n');
  return chatCompletion(
    settings,
    [
      { role: 'system', content: INSTRUCTIONS },
      {
        role: 'user',
        content: [
          {
            type: 'text',
            text: `Local analysis: ${analysis.diagnosis}\nMeasurements:\n${measurements}\nRecommendations:\n${analysis.recommendations.map((r, i) => `${i + 1}. ${r}`).join('\n')}`,
          },
          { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${preview.toString('base64')}` } },
        ],
      },
    ],
    { maxTokens: 300, timeoutMs: 45_000 },
  );
}

/** A written summary of an analysis from a vision model (ANALYSIS_PROVIDER=openai); `model` names it in `model_used`. */
export interface AnalysisSummarizer {
  model: string;
  summarize(photo: Buffer, analysis: SummaryInput): Promise<string>;
}

export function createOpenAiSummarizer(settings: OpenAiSettings): AnalysisSummarizer {
  return { model: settings.model, summarize: (photo, analysis) => summarizeAnalysis(settings, photo, analysis) };
}
