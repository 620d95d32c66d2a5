/**
 * /sales/people (spec: Contacts page; issue 10; decisions in docs/contacts.md): 'Find Contacts for My Region and
 * Industry'. Loads the countries (contacts cut to the role by the API, ADR 0017) and the region lists, shows the
 * loading, error and empty states, then the map and the list (contacts-content.tsx).
 */
import { makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { isApiError } from '../../lib/api/api-error.ts';
import { PageSpinner } from '../../lib/page-spinner.tsx';
import { useRegions } from '../../lib/places/regions.ts';
import { useSignedInUser } from '../../lib/session/session-context.tsx';
import { useCountries } from '../../lib/data/countries.ts';
import { ContactsContent } from './contacts-content.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  empty: { padding: tokens.spacingVerticalXL, textAlign: 'center', color: tokens.colorNeutralForeground2 },
});

export const NO_COUNTRIES = 'No contacts found!';

export default function ContactsPage({ title }: { title: string }) {
  const styles = useStyles();
  const { role } = useSignedInUser();
  const countries = useCountries();
  const regions = useRegions(true);
  const error = countries.error ?? regions.error;
  const heading = (
    <Text as="h1" id="page-title" size={700} weight="semibold">
      {title}
    </Text>
  );

  return (
    <section className={styles.root} aria-labelledby="page-title">
      {countries.data && regions.data && countries.data.length > 0 ? (
        <ContactsContent heading={heading} role={role} countries={countries.data} regions={regions.data} />
      ) : (
        heading
      )}
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {isApiError(error) ? error.message : 'The contacts could not be loaded.'} Reload the page to try
            again.
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {countries.isLoading || regions.isLoading ? <PageSpinner label="Loading contacts…" /> : null}
      {countries.data && regions.data && countries.data.length === 0 ? (
        <Text className={styles.empty} role="status">
          {NO_COUNTRIES}
        </Text>
      ) : null}
    </section>
  );
}
