import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import '../packages/ui/src/styles.css';
import '../packages/ui/src/themes/second-brand.css';
import type { Decorator, Preview } from '@storybook/react-vite';

const themes = ['nyansa', 'second-brand'] as const;
type Theme = (typeof themes)[number];

function isTheme(value: unknown): value is Theme {
  return themes.includes(value as Theme);
}

/** Re-skins the story with the chosen brand; only CSS variables change, never component code. */
const withTheme: Decorator = (Story, context) => {
  const theme: Theme = isTheme(context.globals.theme) ? context.globals.theme : 'nyansa';
  // Dialogs and the chat panel render in portals under <body>, so the story view themes the page too.
  if (context.viewMode === 'story') document.documentElement.dataset.theme = theme;
  return (
    <div data-theme={theme} className="bg-background font-sans text-foreground">
      <Story />
    </div>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Brand theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'nyansa', title: 'Nyansa' },
          { value: 'second-brand', title: 'Verdant (second brand)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'nyansa' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any violation fails the story's test. axe details only the violations (passes and incomplete
    // checks are still run, listed once each): the full node lists cost time on every story.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
  },
};

export default preview;
