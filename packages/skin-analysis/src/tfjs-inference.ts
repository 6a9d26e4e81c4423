// What face-api gets for '@tensorflow/tfjs' in the worker bundle (scripts/build-worker.ts): tfjs-core and
// the chained tensor methods (tensor.as3D(), ...) it calls. Inference needs nothing else of tfjs, and
// layers, converter, data and the webgl backend would cost the analysis thread about 60 MB.
export * from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-core/dist/public/chained_ops/register_all_chained_ops';
