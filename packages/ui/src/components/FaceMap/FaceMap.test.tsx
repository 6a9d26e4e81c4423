import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaceMap, type FaceMapRegion } from './FaceMap';

const regions: FaceMapRegion[] = [
  { id: 'forehead', label: 'Forehead', polygon: [[10, 10], [90, 10], [90, 30], [10, 30]], score: 84, measures: [{ label: 'Redness', value: 11.24, unit: 'a*', score: 93 }] },
  { id: 'nose', label: 'Nose', polygon: [[40, 40], [60, 40], [55, 70]], score: 31, measures: [{ label: 'Erythema index', value: 21, unit: 'EI' }] },
  { id: 'left_under_eye', label: 'Left under-eye', polygon: [[60, 35], [80, 35], [80, 40]], score: null },
];

const renderMap = (overrides: Partial<Parameters<typeof FaceMap>[0]> = {}) =>
  render(<FaceMap imageUrl="face.png" imageWidth={100} imageHeight={120} regions={regions} {...overrides} />);

describe('FaceMap', () => {
  it('draws each region over the photo in image coordinates', () => {
    const { container } = renderMap();
    expect(screen.getByRole('img', { name: /your photo/i })).toHaveAttribute('src', 'face.png');
    expect(container.querySelector('svg[viewBox="0 0 100 106"]')).not.toBeNull();
    expect(container.querySelectorAll('polygon')[1]).toHaveAttribute('points', '40,40 60,40 55,70');
  });

  it('shows the face with room around it, not the whole photo, when the face is small in it', () => {
    // The same face 1000 px from the top left corner of a 3000 x 4000 photo: its areas span 80 x 60 px.
    const far = regions.map((region) => ({ ...region, polygon: region.polygon.map(([x, y]) => [x + 1000, y + 1000] as const) }));
    const { container } = renderMap({ imageWidth: 3000, imageHeight: 4000, regions: far });
    // 36 px (0.45 of 80) on every side of the areas.
    expect(container.querySelector('svg')).toHaveAttribute('viewBox', '974 974 152 132');
    const photo = screen.getByRole('img', { name: /your photo/i });
    expect(photo.style.width).toBe(`${((3000 / 152) * 100).toFixed(4)}%`);
    expect(photo.style.left).toBe(`${((-974 / 152) * 100).toFixed(4)}%`);
    expect(photo.style.top).toBe(`${((-974 / 132) * 100).toFixed(4)}%`);
  });

  it('names every region with its score in words, and marks the bands beyond colour', () => {
    renderMap();
    expect(screen.getByRole('button', { name: 'Forehead: 84 out of 100, good' })).toHaveAttribute('data-band', 'good');
    expect(screen.getByRole('button', { name: 'Nose: 31 out of 100, needs attention' })).toHaveAttribute('data-band', 'marked');
    expect(screen.getByRole('button', { name: 'Left under-eye: not scored' })).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Good (80 to 100)', 'Needs attention (0 to 34)', 'Not scored (no score)']);
  });

  it('shows a region’s measures on keyboard focus and on hover', async () => {
    renderMap();
    await userEvent.tab();
    expect(screen.getByText('Forehead: 84 / 100 (Good)')).toBeInTheDocument();
    expect(screen.getByText('11.2 a* · score 93')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Forehead/ })).toHaveAccessibleDescription(/Redness/);
    await userEvent.hover(screen.getByRole('button', { name: /^Nose/ }));
    expect(screen.getByText('21 EI')).toBeInTheDocument();
  });

  it('pins a region with Enter and lists every region on request', async () => {
    renderMap();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /^Forehead/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Areas as a list' }));
    expect(screen.getByText('Left under-eye: not scored')).toBeInTheDocument();
    expect(screen.getByText('Nose: 31 / 100 (Needs attention)')).toBeInTheDocument();
  });

  it('says so when no region could be measured', () => {
    renderMap({ regions: [] });
    expect(screen.getByText('No face areas could be measured on this photo.')).toBeInTheDocument();
    // The whole photo, then.
    expect(screen.getByRole('img', { name: /your photo/i }).style).toMatchObject({ width: '100.0000%', left: '0.0000%', top: '0.0000%' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
