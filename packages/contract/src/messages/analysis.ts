export const analysisMessages = {
  loginRequired: 'Please login to use skin analysis',
  upgradeRequired: 'Please upgrade to access AI skin analysis',
  failed: 'Failed to analyze skin. Please try again.',
  completed: 'Skin analysis completed!',
  botError: 'Sorry, I encountered an error while analyzing your skin. Please try again with a clearer image.',
  noFace: 'No face found. Please upload a clear, well-lit photo of your face.',
  unsupportedImage: 'Please upload a JPEG, PNG or WebP image',
  unreadableImage: 'This image could not be read. Please upload a JPEG, PNG or WebP photo.',
  tooLarge: 'The image must be at most 10 MB',
  /** (beyond) A picture whose header claims more pixels than any camera takes (a decompression bomb), refused before decoding. */
  tooManyPixels: 'The image must be at most 80 megapixels',
  badUpload: 'The upload could not be read. Please send one photo in field image.',
  foreignImageUrl: 'image_url must be a photo uploaded to this shop',
  photoNotFound: 'Photo not found',
  analysisNotFound: 'Analysis not found',
  deleted: 'Analysis deleted',
  badPhotoLink: 'This photo link is invalid or has expired',
} as const;
