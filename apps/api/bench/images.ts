// Image renders against password hashing (issue 20, finding 1): a login's latency idle, then while
// bursts of distinct product photos are rendered (the attack: 60 uncached renders at once had made
// one login take 6.2 s instead of 40 ms); and cache-busting addresses, which must cost no render.
import { productImageWidths } from '@nyansa/contract';
import { seedProducts } from '../src/modules/catalog/seed-data';

export interface ImageBenchTarget {
  appUrl: string;
  email: string;
  password: string;
}

const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function imageRendersAgainstLogin({ appUrl, email, password }: ImageBenchTarget): Promise<void> {
  const login = async (): Promise<number> => {
    const started = performance.now();
    const res = await fetch(`${appUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    await res.text();
    if (res.status !== 200) throw new Error(`login answered ${res.status}`);
    return performance.now() - started;
  };
  const image = async (url: string): Promise<number> => {
    const started = performance.now();
    const res = await fetch(`${appUrl}${url}`, { headers: { accept: chrome } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    return performance.now() - started;
  };

  await login();
  const idle = median([await login(), await login(), await login(), await login(), await login()]);

  // 60 photos none of which was rendered before (15 products x 4 widths, AVIF as Chrome asks), all at once.
  const urls = seedProducts.slice(0, 15).flatMap((p) => productImageWidths.map((w) => `/images/products/${p.key}.webp?w=${w}&q=80`));
  const started = performance.now();
  let done = false;
  const burst = Promise.all(urls.map(image)).finally(() => (done = true));
  // Logins one after another while the burst lasts (at most 12: the login limit is 30 a minute per address).
  const during: number[] = [];
  while (!done && during.length < 12) during.push(await login());
  const renderMs = await burst;
  const burstMs = performance.now() - started;

  // The same photos again at other widths, qualities and throwaway parameters: served from the store.
  const busting = await Promise.all(
    urls.map((url, i) => image(`${url.replace(/w=\d+/, `w=${101 + i * 17}`).replace('q=80', `q=${66 + (i % 34)}`)}&cb=${Math.random()}`)),
  );

  const ratio = median(during) / idle;
  console.log(`\nImage renders against login (${urls.length} distinct photos at once, AVIF, production argon2 cost)`);
  console.log(`login idle: median ${idle.toFixed(0)} ms`);
  console.log(
    `login during the burst: median ${median(during).toFixed(0)} ms, worst ${Math.max(...during).toFixed(0)} ms of ${during.length} (${ratio.toFixed(2)}x idle; target within 2x: ${ratio <= 2 ? 'within target' : 'OVER TARGET'})`,
  );
  console.log(`the burst: ${(burstMs / 1000).toFixed(1)} s for ${urls.length} renders, each answered in median ${median(renderMs).toFixed(0)} ms`);
  console.log(`cache-busting addresses for the same photos: median ${median(busting).toFixed(1)} ms, worst ${Math.max(...busting).toFixed(1)} ms (no render)`);
}
