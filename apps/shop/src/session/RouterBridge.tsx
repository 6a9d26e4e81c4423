import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { connectRouter } from '../api';

/** Hands the router to the shop's 401 handling (api.ts), so it sends the shopper to /login without a reload. */
export function RouterBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('/');
  const path = `${location.pathname}${location.search}`;
  useEffect(() => {
    here.current = path;
  }, [path]);
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
