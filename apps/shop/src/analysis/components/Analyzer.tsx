import type { AnalyzeAnswer } from '@nyansa/api-client';
import { analysisMessages, validationMessages } from '@nyansa/contract';
import { Button, ImageUpload } from '@nyansa/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAnalyses } from '../../data/useAnalyses';
import { useSubscription } from '../../data/useSubscription';
import { toast } from '../../toast';
import { CameraCapture } from '../capture/CameraCapture';
import { useCameraCapture } from '../capture/useCameraCapture';
import { AnalysisProgress, AnalysisResultView, AskDermatologist } from './lazyParts';
import { HistoryConsultations } from './HistoryConsultations';

/** Upload, preview, Analyze Skin, the result and the history of a signed-in shopper. */
export function Analyzer() {
  const { history, items, loading, error, analyze } = useAnalyses();
  const { aiAccess, loading: planLoading } = useSubscription();
  const [photo, setPhoto] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<{ answer: AnalyzeAnswer; photo: File } | null>(null);
  const [analyzing, setAnalyzing] = useState(false);
  const [refused, setRefused] = useState(false);
  const camera = useCameraCapture();
  const cameraOpen = camera.status === 'starting' || camera.status === 'live' || camera.status === 'failed';

  // The preview's object URL is released when the photo changes or the page closes.
  useEffect(() => () => {
    if (previewUrl) URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const choose = (file: File) => {
    setPhoto(file);
    setPreviewUrl(URL.createObjectURL(file));
    setFormError(null);
    setResult(null);
  };
  const remove = () => {
    setPhoto(null);
    setPreviewUrl(null);
    setFormError(null);
  };

  const run = async (photo: File | null) => {
    if (!photo) return setFormError(validationMessages.imageRequired);
    setFormError(null);
    setAnalyzing(true);
    // The result's views load while the photo is analysed.
    AnalysisResultView.preload();
    AskDermatologist.preload();
    const outcome = await analyze(photo);
    setAnalyzing(false);
    switch (outcome.kind) {
      case 'done':
        toast.success(analysisMessages.completed);
        setResult({ answer: outcome.answer, photo });
        return;
      case 'upgrade':
        toast.error(outcome.message);
        setRefused(true);
        return;
      case 'failed':
        toast.error(outcome.message);
        setFormError(outcome.reason ?? outcome.message);
        return;
      case 'signed-out':
        return;
    }
  };

  const needsUpgrade = refused || (!planLoading && !aiAccess);
  // The analyze answer carries no id: the stored analysis is the history's entry of the same moment.
  const resultId = result ? (result.answer.analysis.id ?? history.find((entry) => String(entry.date) === String(result.answer.analysis.timestamp))?.id ?? null) : null;
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div className="flex flex-col gap-6">
        <h2 className="sr-only">Analyze a photo</h2>
        {needsUpgrade ? (
          <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border bg-secondary px-4 py-3 text-sm text-secondary-foreground">
            <span>{analysisMessages.upgradeRequired}</span>
            <Button asChild size="sm">
              <Link to="/dashboard">Upgrade</Link>
            </Button>
          </div>
        ) : null}
        {cameraOpen ? (
          <CameraCapture
            camera={camera}
            onCapture={(taken) => {
              choose(taken);
              void run(taken);
            }}
          />
        ) : (
          <ImageUpload previewUrl={previewUrl} onFileSelected={choose} onRemove={remove} error={formError} disabled={analyzing} />
        )}
        <div className="flex flex-wrap gap-3">
          <Button size="lg" loading={analyzing} onClick={() => void run(photo)}>
            Analyze Skin
          </Button>
          {/* Without a camera the page offers the upload only. */}
          {camera.status === 'ready' ? (
            <Button size="lg" variant="outline" disabled={analyzing} onClick={() => void camera.open()}>
              Take a photo
            </Button>
          ) : null}
        </div>
        {result ? <AnalysisResultView answer={result.answer} photo={result.photo} /> : null}
        {result ? <AskDermatologist analysisId={resultId} /> : null}
        {items.length >= 2 ? <AnalysisProgress items={items} /> : null}
      </div>
      <HistoryConsultations history={history} loading={loading} error={error} shownAbove={resultId} />
    </div>
  );
}
