import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { getToken } from '../lib/storage.ts';

export interface RequireTokenProps {
  children: ReactNode;
  /** Where to send a visitor without a token; SPEC.md says the start page. */
  redirectTo?: string;
}

/** Renders its children only with a stored token; otherwise goes to the start page. */
export const RequireToken = ({ children, redirectTo = '/' }: RequireTokenProps) => {
  if (!getToken()) return <Navigate to={redirectTo} replace />;
  return children;
};
