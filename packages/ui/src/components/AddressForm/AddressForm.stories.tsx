import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { mobileViewport, secondTheme } from '../../stories/fixtures';
import { AddressForm } from './AddressForm';

const accra = {
  fullName: 'Ama Mensah',
  phone: '024 123 4567',
  country: 'GH',
  region: 'Greater Accra',
  city: 'Accra',
  line1: 'Osu, 12 Oxford Street',
  landmark: 'Opposite the Osu Presby church',
  digitalAddress: 'GA-183-8164',
  isDefault: true,
};

const meta = {
  title: 'Shop/AddressForm',
  component: AddressForm,
  args: { onSubmit: fn(), onCancel: fn(), className: 'max-w-2xl' },
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewInGhana: Story = {};
export const EditingInGhana: Story = { args: { initial: accra, title: 'Edit address' } };
export const OtherCountry: Story = {
  args: {
    initial: {
      fullName: 'Jane Doe',
      phone: '+1 415 555 0100',
      country: 'US',
      region: 'California',
      city: 'San Francisco',
      line1: '1 Market St',
      line2: 'Suite 200',
      postalCode: '94105',
    },
  },
};
/** The server refused the phone for its country: the message sits under the field and describes it. */
export const ServerFieldError: Story = {
  args: { initial: { ...accra, phone: '12345' }, errors: { phone: 'Please enter a valid phone number for Ghana' } },
  play: async ({ canvas, userEvent }) => {
    const phone = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('e.g. 024 123 4567 Please enter a valid phone number for Ghana');
    await userEvent.type(phone, '6');
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
export const Saving: Story = { args: { initial: accra, pending: true } };
export const SaveFailed: Story = { args: { initial: accra, error: 'Could not save the address. Please try again.' } };

/** Required fields are said per field, and focus goes to the first one. */
export const MissingFields: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const name = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription('Please enter the full name');
    await expect(canvas.getByRole('combobox', { name: 'Region' })).toHaveAccessibleDescription('Please choose the region');
    await expect(canvas.getByRole('textbox', { name: 'Area and street' })).toHaveAccessibleDescription('Please enter the area and street');
  },
};

/** A Ghanaian address typed and saved; then the country changes to Kenya and the fields follow. */
export const FillInGhanaThenKenya: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Ama Mensah');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '024 123 4567');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Region' }), 'Ashanti');
    await userEvent.type(canvas.getByRole('textbox', { name: 'City or town' }), 'Kumasi');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Area and street' }), 'Adum, Harper Road');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Landmark (optional)' }), 'Near Kejetia');
    await userEvent.type(canvas.getByRole('textbox', { name: 'GhanaPost digital address (optional)' }), 'ak-039-5028');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Use as my default address' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      fullName: 'Ama Mensah',
      phone: '024 123 4567',
      country: 'GH',
      region: 'Ashanti',
      city: 'Kumasi',
      line1: 'Adum, Harper Road',
      line2: '',
      landmark: 'Near Kejetia',
      digitalAddress: 'AK-039-5028',
      postalCode: '',
      isDefault: true,
    });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'KE');
    await expect(canvas.getByRole('textbox', { name: 'County' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('Adum, Harper Road');
    await expect(canvas.getByRole('textbox', { name: 'Address line 2 (optional)' })).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: /GhanaPost/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport, args: { initial: accra, className: 'w-full' } };
export const SecondTheme: Story = { ...secondTheme, args: { initial: { ...accra, phone: '12345' }, errors: { phone: 'Please enter a valid phone number for Ghana' } } };
