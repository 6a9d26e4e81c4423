import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A part loaded on first use (FilterPanel's sheet, ConfirmDialog's dialog) is transformed by the test
// runner on its first load in a file: on a loaded 2-core machine that took over the default 1 s.
configure({ asyncUtilTimeout: 4000 });

// happy-dom loads no images yet calls each one complete; in a browser a fresh image is still loading.
beforeEach(() => {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
