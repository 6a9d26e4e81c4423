-- Analysing an earlier photo again (image_url) stores one more result for the same photo, not a
-- second copy of it: several analyses may share an image_key, and the file goes with the last one.
ALTER TABLE analyses DROP CONSTRAINT analyses_image_key_key;
CREATE INDEX analyses_image_key_idx ON analyses (image_key);
