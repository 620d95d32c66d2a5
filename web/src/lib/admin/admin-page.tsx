/**
 * The frame every admin page shares: the page title (the h1 the section is labelled by), the warning a role
 * without the right sees instead of the page, and the page's load status: a spinner while its data loads and
 * the error, with Retry, when it could not. A page passes what it shows above the status (its description, a
 * toolbar) as `lead` and what it shows below as children; neither is shown to a role that is not allowed.
 */
import {
  Button,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { isApiError } from '../api/api-error.ts';
import { PageSpinner } from '../page-spinner.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export interface AdminPageProps {
  title: string;
  /** The section's class: its width and, where it differs, its gap. */
  className?: string;
  /** Replaces the plain title row, for pages that put something beside the title (use AdminPageTitle in it). */
  heading?: ReactNode;
  /** Shown above the title (a back link). */
  above?: ReactNode;
  /** False shows `notAllowed` instead of the page. */
  allowed?: boolean;
  notAllowed?: string;
  /** What the page shows between the title and its load status (a description, a toolbar). */
  lead?: ReactNode;
  /** Shows the spinner with this label. */
  loading?: boolean;
  loadingLabel?: string;
  /** Shows the error bar: the API's message, or `errorText` for anything else. */
  error?: unknown;
  errorText?: string;
  /** Adds Retry to the error bar. */
  onRetry?: () => void;
  children?: ReactNode;
}

/** The page's h1; the admin page's section is labelled by it. */
export function AdminPageTitle({ title }: { title: string }) {
  return (
    <Text as="h1" id="page-title" size={700} weight="semibold">
      {title}
    </Text>
  );
}

export function AdminPage({
  title,
  className,
  heading,
  above,
  allowed = true,
  notAllowed,
  lead,
  loading = false,
  loadingLabel,
  error,
  errorText = 'The page could not be loaded.',
  onRetry,
  children,
}: AdminPageProps) {
  const styles = useStyles();
  return (
    <section className={mergeClasses(styles.root, className)} aria-labelledby="page-title">
      {above}
      {heading ?? <AdminPageTitle title={title} />}
      {!allowed ? (
        <MessageBar intent="warning">
          <MessageBarBody>{notAllowed}</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          {lead}
          {error ? (
            <MessageBar intent="error">
              <MessageBarBody>{isApiError(error) ? error.message : errorText}</MessageBarBody>
              {onRetry ? (
                <MessageBarActions>
                  <Button onClick={onRetry}>Retry</Button>
                </MessageBarActions>
              ) : null}
            </MessageBar>
          ) : null}
          {loading && !error ? <PageSpinner {...(loadingLabel ? { label: loadingLabel } : {})} /> : null}
          {children}
        </>
      )}
    </section>
  );
}
