import { AddressForm, addressCountries, type AddressFormProps } from '@nyansa/ui';
import { addressFormRegionLabels, addressFormRegions } from '../../delivery/deliveryView';

type AddressBookFormProps = Omit<AddressFormProps, 'countries' | 'regions' | 'regionLabels'>;

/**
 * The address book's form: the ui's AddressForm with the shop's countries and regions. The book shows
 * it only to add or edit an address, so it loads then (see AddressBook), not with the dashboard.
 */
export function AddressBookForm(props: AddressBookFormProps) {
  return <AddressForm {...props} countries={addressCountries} regions={addressFormRegions} regionLabels={addressFormRegionLabels} />;
}
