// The analysis's plain values; the schemas are in schemas/analysis.ts.

/** (beyond) Where this server serves the face detector and landmark weights for the camera guidance (GET `${faceModelsPath}/<file>`). */
export const faceModelsPath = '/models/face';

/** (beyond) Where it serves the TensorFlow.js WebAssembly binaries the camera guidance runs them on. */
export const tfjsWasmPath = '/models/tfjs';
