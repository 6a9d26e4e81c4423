import { usePageMeta } from '../seo';
import { useSession } from '../session';
import { Analyzer } from './components/Analyzer';
import { LoginPrompt } from './components/LoginPrompt';

export default function SkinAnalysisPage() {
  usePageMeta(
    'AI Skin Analysis',
    'Upload a photo of your face for an AI skin analysis with a diagnosis, measured skin parameters and product recommendations.',
  );
  const { signedIn } = useSession();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">AI Skin Analysis</h1>
        <p className="max-w-2xl text-muted-foreground">
          Upload a clear, well-lit photo of your face. We score evenness, redness, shine, dark circles, spots, blemishes and
          texture, show where on your face we measured them, and recommend products that suit your skin.
        </p>
      </div>
      {signedIn ? <Analyzer /> : <LoginPrompt />}
    </div>
  );
}
