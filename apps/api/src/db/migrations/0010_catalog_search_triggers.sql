-- Catalog at scale (hand-written: functions, triggers, the trigram index and backfills, which
-- drizzle-kit does not generate). Columns, the terms table and the other indexes are in 0009.

-- What full-text search matches, by weight: the name (A) over the description (B) over the rest (C):
-- key ingredients, the ingredient list, concerns, the product type and the category in words.
CREATE FUNCTION products_search_document(name text, description text, key_ingredients text[], ingredients text[], concerns text[], product_type text, category text)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('english', name), 'A')
      || setweight(to_tsvector('english', description), 'B')
      || setweight(to_tsvector('english', concat_ws(' ', array_to_string(key_ingredients, ' '), array_to_string(ingredients, ' '),
           replace(array_to_string(concerns, ' '), '_', ' '), replace(product_type, '_', ' '), category)), 'C')
$$;
--> statement-breakpoint
CREATE FUNCTION products_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := products_search_document(NEW.name, NEW.description, NEW.key_ingredients, NEW.ingredients, NEW.concerns, NEW.product_type, NEW.category);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_sync BEFORE INSERT OR UPDATE OF name, description, key_ingredients, ingredients, concerns, product_type, category
  ON products FOR EACH ROW EXECUTE FUNCTION products_search_sync();
--> statement-breakpoint
UPDATE products SET search_vector = products_search_document(name, description, key_ingredients, ingredients, concerns, product_type, category);
--> statement-breakpoint

-- The words "Did you mean" may offer: of names, key ingredients, concerns, product types and
-- categories, three letters or more, with the number of live products using each.
CREATE FUNCTION product_terms(name text, key_ingredients text[], concerns text[], product_type text, category text)
RETURNS SETOF text LANGUAGE sql STABLE AS $$
  SELECT DISTINCT word FROM regexp_split_to_table(lower(concat_ws(' ', name, array_to_string(key_ingredients, ' '),
    replace(array_to_string(concerns, ' '), '_', ' '), replace(product_type, '_', ' '), category)), '[^[:alpha:]]+') AS word
  WHERE length(word) >= 3
$$;
--> statement-breakpoint
-- One statement's rows at once (transition tables), so a bulk insert updates each word once.
CREATE FUNCTION products_terms_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE catalog_terms t SET products = t.products - gone.n
      FROM (SELECT w.term, count(*)::int AS n FROM old_rows o, product_terms(o.name, o.key_ingredients, o.concerns, o.product_type, o.category) AS w(term)
             WHERE o.deleted_at IS NULL GROUP BY w.term) gone
     WHERE t.term = gone.term;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO catalog_terms AS t (term, products)
    SELECT w.term, count(*)::int FROM new_rows n, product_terms(n.name, n.key_ingredients, n.concerns, n.product_type, n.category) AS w(term)
     WHERE n.deleted_at IS NULL GROUP BY w.term ORDER BY w.term
    ON CONFLICT (term) DO UPDATE SET products = t.products + excluded.products;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_terms_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_terms_sync();
--> statement-breakpoint
CREATE TRIGGER products_terms_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_terms_sync();
--> statement-breakpoint
CREATE TRIGGER products_terms_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_terms_sync();
--> statement-breakpoint
INSERT INTO catalog_terms (term, products)
SELECT w.term, count(*)::int FROM products p, product_terms(p.name, p.key_ingredients, p.concerns, p.product_type, p.category) AS w(term)
 WHERE p.deleted_at IS NULL GROUP BY w.term;
--> statement-breakpoint
CREATE INDEX catalog_terms_trgm_idx ON catalog_terms USING gin (term public.gin_trgm_ops);
--> statement-breakpoint

-- The rating columns follow every review written, edited, hidden, shown or deleted, in its transaction.
CREATE FUNCTION products_rating_refresh(target integer) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET rating_average = s.average, rating_count = s.n
    FROM (SELECT round(avg(r.rating), 1)::float8 AS average, count(*)::int AS n FROM reviews r WHERE r.product_id = target AND r.hidden_at IS NULL) s
   WHERE p.id = target AND (p.rating_average IS DISTINCT FROM s.average OR p.rating_count <> s.n)
$$;
--> statement-breakpoint
CREATE FUNCTION reviews_rating_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM products_rating_refresh(OLD.product_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.product_id <> OLD.product_id) THEN
    PERFORM products_rating_refresh(NEW.product_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_rating_sync AFTER INSERT OR DELETE OR UPDATE OF product_id, rating, hidden_at ON reviews FOR EACH ROW EXECUTE FUNCTION reviews_rating_sync();
--> statement-breakpoint
UPDATE products p SET rating_average = s.average, rating_count = s.n
  FROM (SELECT product_id, round(avg(rating), 1)::float8 AS average, count(*)::int AS n FROM reviews WHERE hidden_at IS NULL GROUP BY product_id) s
 WHERE p.id = s.product_id;
