import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  consultationQuestion,
  dermatologistReply,
  fixedDate,
  longText,
  minutesAfter,
  mobileViewport,
  secondTheme,
} from '../../stories/fixtures';
import { ConsultationThread } from './ConsultationThread';

const reply = {
  text: dermatologistReply,
  dermatologistName: 'Dr. Abena Osei',
  answeredAt: minutesAfter(5 * 60),
  products: [
    { id: 2, name: 'Vitamin C Serum', href: '/products/2' },
    { id: 1, name: 'Sunscreen Cream', href: '/products/1' },
  ],
};

const meta = {
  title: 'Clinic/ConsultationThread',
  component: ConsultationThread,
  args: { status: 'waiting', question: consultationQuestion, askedAt: fixedDate, dueAt: minutesAfter(24 * 60), className: 'max-w-2xl' },
} satisfies Meta<typeof ConsultationThread>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};
export const WithoutAQuestion: Story = { args: { question: null } };
export const Overdue: Story = { args: { status: 'overdue' } };
export const Answered: Story = { args: { status: 'answered', reply } };
export const AnsweredWithoutProducts: Story = { args: { status: 'answered', reply: { ...reply, products: [] } } };
export const InTheClinic: Story = { args: { status: 'answered', askerName: 'Customer', heading: 'Request #118', reply } };
export const TextStaysText: Story = {
  args: {
    status: 'answered',
    question: '<script>alert("hi")</script> <b>Is this bold?</b>',
    reply: { ...reply, text: '<img src=x onerror=alert(1)> No, it is shown as you typed it.', products: [] },
  },
};
export const LongText: Story = {
  args: {
    status: 'answered',
    question: `${longText}. ${longText}. ${longText}.`,
    reply: { ...reply, dermatologistName: longText, products: [{ id: 9, name: longText, href: '/products/9' }] },
  },
};
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport, args: { status: 'answered', reply } };
export const SecondTheme: Story = { ...secondTheme, args: { status: 'answered', reply } };
