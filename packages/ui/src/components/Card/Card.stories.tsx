import type { Meta, StoryObj } from '@storybook/react-vite';
import { longText, mobileViewport, secondTheme } from '../../stories/fixtures';
import { Button } from '../Button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>Your subscription</CardTitle>
        <CardDescription>Premium Analysis, renews on Feb 5, 2026.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Unlimited skin analyses and tailored product picks.</p>
      </CardContent>
      <CardFooter>
        <Button variant="outline">Cancel subscription</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongText: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>{longText}</CardTitle>
        <CardDescription>{longText}</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">{longText}</p>
      </CardContent>
    </Card>
  ),
};
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport };
export const SecondTheme: Story = { ...secondTheme };
