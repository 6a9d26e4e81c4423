export {
  AddressForm,
  addressCountries,
  checkAddress,
  defaultPostalCodeCountries,
  defaultRegionLabels,
  emptyAddress,
  ghanaRegions,
  type AddressDraft,
  type AddressField,
  type AddressFormProps,
} from './AddressForm';
