/** The pack a product comes in; the image route draws each as a studio packshot (modules/images/artwork). */
export type PackShape = 'tube' | 'jar' | 'dropper' | 'pump' | 'bottle' | 'stick' | 'tin' | 'wand' | 'pouch' | 'set';
