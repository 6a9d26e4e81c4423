-- Skin analyses with their private photos, and the chat assistant's recent conversation per user.

CREATE TABLE analyses (
  id           serial PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Key of the re-encoded photo in upload storage; the file goes when the row goes.
  image_key    text NOT NULL UNIQUE,
  diagnosis    text NOT NULL,
  -- The whole analysis answer (parameters, recommendations, concerns, summary) as returned.
  result       jsonb NOT NULL,
  confidence   real CHECK (confidence IS NULL OR (confidence >= 0 AND confidence <= 1)),
  model        text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analyses_user_idx ON analyses (user_id, created_at DESC, id DESC);

-- Recent chat turns, so follow-up questions make sense on any API instance; trimmed per user.
CREATE TABLE chat_messages (
  id          bigserial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role        text NOT NULL CHECK (role IN ('user', 'bot')),
  content     text NOT NULL CHECK (length(content) <= 20000),
  intent      text,
  query       text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_user_idx ON chat_messages (user_id, id DESC);
