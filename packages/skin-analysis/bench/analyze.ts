/**
 * Benchmark: one 12-megapixel JPEG portrait analysed end to end.
 * The photo is made first; a fresh process then analyses it, so the peak memory is the analysis alone.
 * Targets on the 2-core reference machine: under 2 s and under 600 MB peak RSS.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const TARGET_MS = 2000;
const TARGET_MB = 600;
const FIXTURE = fileURLToPath(new URL('../../../../shared/fixtures/faces/astronaut-eileen-collins.png', import.meta.url));

/**
 * The fixture portrait enlarged onto a 4000 x 3000 studio-grey canvas, with sensor-like grain so
 * the JPEG is as large (and as slow to decode) as a phone photo rather than a smooth upscale.
 */
async function makePhoto(file: string): Promise<void> {
  const portrait = await sharp(FIXTURE).resize(2600, 2600, { kernel: 'lanczos3' }).toBuffer();
  const clean = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 196, g: 198, b: 204 } } })
    .composite([{ input: portrait, left: 700, top: 200 }])
    .png({ compressionLevel: 1 })
    .toBuffer();
  const grain = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 128, sigma: 10 } } }).png({ compressionLevel: 1 }).toBuffer();
  const jpeg = await sharp(clean).composite([{ input: grain, blend: 'soft-light' }]).jpeg({ quality: 90 }).toBuffer();
  writeFileSync(file, jpeg);
}

async function analyseInThisProcess(file: string): Promise<void> {
  const { createSkinAnalyzer } = await import('../src/index');
  const photo = readFileSync(file);
  const analyzer = createSkinAnalyzer();
  const loadStart = performance.now();
  await analyzer.warmUp();
  const loadMs = performance.now() - loadStart;
  const coldStart = performance.now();
  const cold = await analyzer.analyze(photo);
  const coldMs = performance.now() - coldStart;
  // Several warm runs, reported by their median, so one hiccup of a shared CPU does not decide.
  const warmMs: number[] = [];
  const cpuMs: number[] = [];
  let warm = cold;
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    warm = await analyzer.analyze(photo);
    warmMs.push(performance.now() - start);
    const cpu = process.cpuUsage(cpuStart);
    cpuMs.push((cpu.user + cpu.system) / 1000);
  }
  const medianMs = [...warmMs].sort((x, y) => x - y)[1]!;
  const medianCpuMs = [...cpuMs].sort((x, y) => x - y)[1]!;
  analyzer.close();
  const peakMb = (process.resourceUsage().maxRSS * 1024) / 1e6;
  const verdict = (ok: boolean): string => (ok ? 'within target' : 'OVER TARGET');
  console.log(`photo: ${cold.image.width} x ${cold.image.height} JPEG, ${(photo.length / 1e6).toFixed(1)} MB`);
  console.log(`face: score ${warm.face.score}, confidence ${warm.confidence}, ${Object.keys(warm.parameters).length} parameters`);
  console.log(`diagnosis: ${warm.diagnosis}`);
  console.log(`model load and warm-up (once per process): ${loadMs.toFixed(0)} ms; first photo: ${coldMs.toFixed(0)} ms`);
  console.log(`wall time per photo (models loaded): median ${medianMs.toFixed(0)} ms of ${warmMs.map((ms) => ms.toFixed(0)).join(', ')} (target < ${TARGET_MS} ms: ${verdict(medianMs < TARGET_MS)})`);
  // CPU time barely depends on what else runs on the machine, so it tells a busy CI run from a slow pipeline.
  console.log(`CPU time per photo: median ${medianCpuMs.toFixed(0)} ms; load average now ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
  console.log(`peak RSS: ${peakMb.toFixed(0)} MB (target < ${TARGET_MB} MB: ${verdict(peakMb < TARGET_MB)})`);
}

const childFile = process.argv[2] === '--analyse' ? process.argv[3] : undefined;
if (childFile) {
  await analyseInThisProcess(childFile);
} else {
  const dir = mkdtempSync(path.join(tmpdir(), 'nyansa-skin-bench-'));
  try {
    const file = path.join(dir, 'portrait-12mp.jpg');
    await makePhoto(file);
    const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--analyse', file], { stdio: 'inherit' });
    process.exitCode = child.status ?? 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
