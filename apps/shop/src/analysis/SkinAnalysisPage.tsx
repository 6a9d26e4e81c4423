import { usePageMeta } from '../seo';
import { useSession } from '../session';
import { Analyzer } from './components/Analyzer';
import { LoginPrompt } from './components/LoginPrompt';
import { PhotoChoice } from './components/PhotoChoice';

export default function SkinAnalysisPage() {
  usePageMeta(
    'AI Skin Analysis',
    'Upload or take a photo of your face for an AI skin analysis with a diagnosis, measured skin parameters and product recommendations.',
  );
  const { signedIn } = useSession();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">AI Skin Analysis</h1>
        <p className="max-w-2xl text-muted-foreground">
          Upload a clear, well-lit photo of your face, or take one with your camera. We measure skin tone, evenness, redness,
          shine and dark circles, and on a close enough photo spots, blemishes and texture, then recommend products that suit
          your skin.
        </p>
      </div>
      {signedIn ? <Analyzer /> : <LoginPrompt />}
      <PhotoChoice signedIn={signedIn} />
    </div>
  );
}
