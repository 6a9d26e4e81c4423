-- The words' counts follow only the rows whose words changed. A stock or rating update (every
-- checkout, every review) used to take every word of its product off and put it back: work for
-- nothing, and two checkouts of products sharing words updated the same catalog_terms rows in
-- different orders and deadlocked on PostgreSQL under load.
CREATE OR REPLACE FUNCTION products_terms_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE catalog_terms t SET products = t.products - gone.n
      FROM (SELECT w.term, count(*)::int AS n
              FROM old_rows o JOIN new_rows n ON n.id = o.id,
                   product_terms(o.name, o.key_ingredients, o.concerns, o.product_type, o.category) AS w(term)
             WHERE o.deleted_at IS NULL
               AND (o.name, o.key_ingredients, o.concerns, o.product_type, o.category, o.deleted_at)
                   IS DISTINCT FROM (n.name, n.key_ingredients, n.concerns, n.product_type, n.category, n.deleted_at)
             GROUP BY w.term) gone
     WHERE t.term = gone.term;
    INSERT INTO catalog_terms AS t (term, products)
    SELECT w.term, count(*)::int
      FROM new_rows n JOIN old_rows o ON o.id = n.id,
           product_terms(n.name, n.key_ingredients, n.concerns, n.product_type, n.category) AS w(term)
     WHERE n.deleted_at IS NULL
       AND (o.name, o.key_ingredients, o.concerns, o.product_type, o.category, o.deleted_at)
           IS DISTINCT FROM (n.name, n.key_ingredients, n.concerns, n.product_type, n.category, n.deleted_at)
     GROUP BY w.term ORDER BY w.term
    ON CONFLICT (term) DO UPDATE SET products = t.products + excluded.products;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    UPDATE catalog_terms t SET products = t.products - gone.n
      FROM (SELECT w.term, count(*)::int AS n FROM old_rows o, product_terms(o.name, o.key_ingredients, o.concerns, o.product_type, o.category) AS w(term)
             WHERE o.deleted_at IS NULL GROUP BY w.term) gone
     WHERE t.term = gone.term;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO catalog_terms AS t (term, products)
    SELECT w.term, count(*)::int FROM new_rows n, product_terms(n.name, n.key_ingredients, n.concerns, n.product_type, n.category) AS w(term)
     WHERE n.deleted_at IS NULL GROUP BY w.term ORDER BY w.term
    ON CONFLICT (term) DO UPDATE SET products = t.products + excluded.products;
  END IF;
  RETURN NULL;
END $$;
