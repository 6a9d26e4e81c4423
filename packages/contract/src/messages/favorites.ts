export const favoritesMessages = {
  tooMany: 'You can keep at most 500 favorites',
  unknownProducts: 'Some favorites are not products of this shop',
} as const;
