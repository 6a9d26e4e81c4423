import type { CaptureAssessment } from '@nyansa/skin-analysis/capture';
import { useEffect, useState, type RefObject } from 'react';
import type { FaceTracker } from './faceTracker';

/** At most 12 checks a second: the guidance needs 5 or more, and should not take the whole device. */
const minCheckMs = 1000 / 12;

export interface LiveChecks {
  /** The latest checks of the live frame; null before the first. */
  assessment: CaptureAssessment | null;
  /** Checks made in the last second. */
  checksPerSecond: number;
}

/** How many frames the video has shown, and a wait for the next (requestVideoFrameCallback; the next paint in a browser without it). */
function frameClock(video: HTMLVideoElement) {
  let count = 0;
  let waiting: Array<() => void> = [];
  let stopped = false;
  const request = (callback: () => void) => (typeof video.requestVideoFrameCallback === 'function' ? video.requestVideoFrameCallback(callback) : requestAnimationFrame(callback));
  const onFrame = () => {
    count += 1;
    const resolve = waiting;
    waiting = [];
    resolve.forEach((done) => done());
    if (!stopped) request(onFrame);
  };
  request(onFrame);
  return {
    count: () => count,
    next: () => new Promise<void>((resolve) => waiting.push(resolve)),
    stop: () => {
      stopped = true;
    },
  };
}

/**
 * The capture checks of `@nyansa/skin-analysis/capture` on the live video while `live`: one at a time (never
 * overlapping), each on a frame newer than the last one checked, no more often than every `minCheckMs`.
 */
export function useLiveChecks(videoRef: RefObject<HTMLVideoElement | null>, tracker: FaceTracker | null, live: boolean): LiveChecks {
  const [checks, setChecks] = useState<LiveChecks>({ assessment: null, checksPerSecond: 0 });

  useEffect(() => {
    const video = videoRef.current;
    if (!live || !tracker || !video) return;
    let running = true;
    const frames = frameClock(video);
    const times: number[] = [];
    void (async () => {
      while (running) {
        const started = performance.now();
        const frame = frames.count();
        if (video.readyState >= 2 && video.videoWidth > 0) {
          const assessment = await tracker.assess(video);
          if (!running) return;
          const now = performance.now();
          times.push(now);
          while (times[0]! < now - 1000) times.shift();
          setChecks({ assessment, checksPerSecond: times.length });
        }
        // The next check on a frame newer than the one just checked: at once when one came meanwhile.
        while (running && (frames.count() === frame || performance.now() - started < minCheckMs)) await frames.next();
      }
    })();
    return () => {
      running = false;
      frames.stop();
    };
  }, [videoRef, tracker, live]);

  return checks;
}
