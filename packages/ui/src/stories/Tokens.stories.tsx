import type { Meta, StoryObj } from '@storybook/react-vite';
import { secondTheme } from './fixtures';

const colors = [
  'background', 'foreground', 'surface', 'muted', 'muted-foreground', 'primary', 'primary-foreground', 'primary-hover',
  'secondary', 'secondary-foreground', 'accent', 'success', 'danger', 'border', 'input', 'ring',
];
const radii = ['sm', 'md', 'lg', 'full'];
const shadows = ['sm', 'md', 'lg'];

/** Every design token, read live from the CSS variables, so each theme documents itself. */
function Tokens() {
  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col gap-3">
        <h2 className="font-display text-xl font-semibold">Colours</h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {colors.map((name) => (
            <li key={name} className="flex items-center gap-3">
              <span className="size-10 shrink-0 rounded-md border border-border" style={{ background: `var(--ny-color-${name})` }} />
              <code className="font-sans text-xs">--ny-color-{name}</code>
            </li>
          ))}
        </ul>
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="font-display text-xl font-semibold">Fonts</h2>
        <p className="font-display text-3xl">Display: Your next-gen beauty solutions.</p>
        <p className="font-sans text-base">Sans: Beauty assistant, world-class products &amp; certified experts at your finger tips!</p>
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="font-display text-xl font-semibold">Radii and shadows</h2>
        <div className="flex flex-wrap gap-6">
          {radii.map((name) => (
            <div key={name} className="flex flex-col items-center gap-2">
              <span className="size-16 border border-border bg-secondary" style={{ borderRadius: `var(--ny-radius-${name})` }} />
              <code className="font-sans text-xs">radius-{name}</code>
            </div>
          ))}
          {shadows.map((name) => (
            <div key={name} className="flex flex-col items-center gap-2">
              <span className="size-16 rounded-md bg-surface" style={{ boxShadow: `var(--ny-shadow-${name})` }} />
              <code className="font-sans text-xs">shadow-{name}</code>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}

const meta = { title: 'Foundations/Tokens', component: Tokens } satisfies Meta<typeof Tokens>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Nyansa: Story = {};
export const SecondTheme: Story = { ...secondTheme };
