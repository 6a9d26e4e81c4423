import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { mobileViewport, secondTheme } from '../../stories/fixtures';
import { NavBar } from './NavBar';

const meta = {
  title: 'Layout/NavBar',
  component: NavBar,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'Nyansa',
    activeHref: '/products',
    onSearch: fn(),
    onFavorites: fn(),
    onCart: fn(),
    onUser: fn(),
  },
  decorators: [(Story) => <div className="min-h-48"><Story /></div>],
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
export const SignedInWithCounts: Story = { args: { loggedIn: true, favoritesCount: 3, cartCount: 12 } };
export const ActiveAbout: Story = { args: { activeHref: '/about' } };
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport, args: { cartCount: 2 } };
export const MobileMenuOpen: Story = { tags: ['mobile'], globals: mobileViewport, args: { loggedIn: true, defaultMenuOpen: true, cartCount: 2 } };
export const SecondTheme: Story = { ...secondTheme, args: { loggedIn: true, favoritesCount: 1, cartCount: 4 } };
