import { createRequire } from 'node:module';
import { FACE_API_VERSION } from './detector';

/** The model, as shown and as disclosed. */
export interface SkinModel {
  /** Shown with the result: 'Nyansa Skin 1.1, on-device model'. */
  name: string;
  version: string;
  /** The technical detail, for the disclosure. */
  detail: string;
  /** Exact pipeline and model versions in one line, for storage. */
  id: string;
}

const require = createRequire(import.meta.url);
const TFJS_VERSION = (require('@tensorflow/tfjs-backend-wasm/package.json') as { version: string }).version;
const VERSION = '1.1';
export const SKIN_MODEL: SkinModel = {
  name: `Nyansa Skin ${VERSION}, on-device model`,
  version: VERSION,
  detail: `SSD MobileNet v1 face detector and 68-point landmark net from face-api ${FACE_API_VERSION}, on TensorFlow.js ${TFJS_VERSION} (WebAssembly), run on the shop's own server: no photo goes to an outside service. Skin measures: colour in CIELAB (ITA°, a*, erythema index, CIEDE2000), shine, spots and texture measured on the photo's pixels.`,
  id: `nyansa-skin ${VERSION} (face-api ${FACE_API_VERSION} ssd_mobilenetv1 + landmark68, tfjs-wasm ${TFJS_VERSION})`,
};
