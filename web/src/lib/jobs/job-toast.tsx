import {
  Link,
  Spinner,
  Toast,
  ToastBody,
  ToastFooter,
  ToastTitle,
  ToastTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { JobView } from '@portal/domain';
import { jobToastKind, successLink } from './job-state.ts';

// The brand link colour falls below 4.5:1 on the toast's surface: the link takes the text colour, underlined.
const useStyles = makeStyles({
  link: { color: tokens.colorNeutralForeground1, textDecorationLine: 'underline' },
});

/** The toast of one background job: spinner while running, a link when done, the job text when it failed. */
export function JobToast({ job }: { job: JobView }) {
  const styles = useStyles();
  const kind = jobToastKind(job);
  const link = kind === 'success' ? successLink(job) : undefined;
  return (
    <Toast data-job-toast={job.traceId}>
      <ToastTitle
        media={kind === 'loading' ? <Spinner size="tiny" aria-hidden /> : undefined}
        action={
          kind === 'error' ? (
            // A failed job's toast stays until the user has read it.
            <ToastTrigger>
              <Link>Dismiss</Link>
            </ToastTrigger>
          ) : undefined
        }
      >
        {job.text}
      </ToastTitle>
      {job.text2 ? <ToastBody>{job.text2}</ToastBody> : null}
      {link ? (
        <ToastFooter>
          <Link className={styles.link} href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
          </Link>
        </ToastFooter>
      ) : null}
    </Toast>
  );
}
