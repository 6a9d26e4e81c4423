import { countryNames, countryRegions, regionLabels, type Address, type DeliveryAddress, type DeliveryOption as ContractDeliveryOption } from '@nyansa/contract';
import type { DeliveryOption } from '@nyansa/ui';

/** The address form's region lists and labels: every country chooses its region from the contract's list. */
export const addressFormRegions = countryRegions;
export const addressFormRegionLabels = regionLabels;

/** One line per address, as a shopper reads it back: 'Ama Mensah, Osu, 12 Oxford Street, Accra, Greater Accra, Ghana'. */
export function addressLines(address: DeliveryAddress | Address): string[] {
  const place = [address.line1, address.line2, address.landmark].filter(Boolean).join(', ');
  const town = [address.city, address.region, address.postal_code].filter(Boolean).join(', ');
  const country = countryNames[address.country];
  return [address.full_name, place, town, address.digital_address ? `${country}, ${address.digital_address}` : country, address.phone];
}

/** A delivery option of the contract as the ui component shows it. */
export function toDeliveryOption(option: ContractDeliveryOption): DeliveryOption {
  const point = option.pickup_point;
  return {
    id: option.id,
    kind: option.kind,
    name: option.name,
    fee: option.fee,
    freeOver: option.free_over,
    estimateDays: option.estimate_days,
    pickupPoint: point
      ? {
          address: [point.address.line1, point.address.landmark, point.address.city, point.address.region].filter(Boolean).join(', '),
          openingHours: point.opening_hours,
        }
      : null,
  };
}
