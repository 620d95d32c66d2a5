/** The partner thank-you screen after submitting (spec: 'Thank you for submitting the opportunity!'). */
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { THANK_YOU } from '@portal/domain';
import { useNavigate } from 'react-router-dom';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  icon: { fontSize: '64px', color: tokens.colorPaletteGreenForeground1 },
});

export function ThankYou() {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <section className={styles.root} aria-labelledby="thank-you-title" role="status">
      <CheckmarkCircleRegular className={styles.icon} aria-hidden />
      <Text as="h2" id="thank-you-title" size={600} weight="semibold">
        {THANK_YOU.title}
      </Text>
      <Text size={400}>{THANK_YOU.message}</Text>
      <Button appearance="primary" onClick={() => navigate('/sales/solution')}>
        Back to Solutions
      </Button>
    </section>
  );
}
