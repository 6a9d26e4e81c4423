import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { connectRouter } from '../api';

/** Hands the router to the api-client, so a 401 sends the shopper to /login without a reload. */
export function RouterBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('/');
  here.current = `${location.pathname}${location.search}`;
  useEffect(
    () =>
      connectRouter({
        navigate: (path) => void navigate(path),
        currentPath: () => here.current,
      }),
    [navigate],
  );
  return null;
}
