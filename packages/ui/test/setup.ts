import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A part loaded on first use (FilterPanel's sheet, ConfirmDialog's dialog) is loaded by the test runner on
// its first use in a file, beside the stories' browsers: on the 2-core machine that took over 4 s.
configure({ asyncUtilTimeout: 10_000 });

// happy-dom loads no images yet calls each one complete; in a browser a fresh image is still loading.
beforeEach(() => {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
