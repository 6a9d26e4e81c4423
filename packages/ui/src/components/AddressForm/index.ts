export {
  AddressForm,
  addressCountries,
  checkAddress,
  emptyAddress,
  ghanaRegions,
  type AddressDraft,
  type AddressField,
  type AddressFormProps,
} from './AddressForm';
