/**
 * /sales/engagements/sliders: the sales helper (spec §2 "Sales helper wizard", §4, §5, §9; issue 10). Four steps:
 * the client's priorities on sliders, the relevant capabilities per area (domain relevance rules), generate the
 * materials (client, logo, framework solution), and the generated documents. Generate creates an engagement
 * (POST /sales/engagements) whose slide deck job the waiting screen follows. Decisions: docs/sales-helper.md.
 */
import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular } from '@fluentui/react-icons';
import {
  capabilitiesWithOffering,
  DEFAULT_SLIDER_PRIORITIES,
  ENGAGEMENT_OFFERING_AREA_IDS,
  ENGAGEMENT_OFFERING_AREAS,
  engagementPrioritiesFromSliders,
  offeringIdOf,
  permissionLevel,
  relevanceCapabilities,
  relevantCapabilitiesByArea,
  tickedCapabilityIds,
  type Engagement,
  type HelperChoices,
  type JobView,
  type SliderPriorities,
  type StoredSalesClientView,
} from '@portal/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../lib/api/api-error.ts';
import { isJobDone } from '../../lib/jobs/job-state.ts';
import { PageSpinner } from '../../lib/page-spinner.tsx';
import { useEnsureSession } from '../../lib/session/ensure-session.ts';
import { useSignedInUser } from '../../lib/session/session-context.tsx';
import { CapabilitiesStep } from './capabilities-step.tsx';
import { DocumentsStep, GenerationFailed, WaitingScreen } from './documents-step.tsx';
import { MaterialsStep } from './materials-step.tsx';
import { PrioritiesStep } from './priorities-step.tsx';
import { useCatalogue } from '../../lib/data/catalogue.ts';
import { useClients, useKeepClient } from '../../lib/data/clients.ts';
import { useOfferings } from '../../lib/data/offerings.ts';
import { createEngagement, fetchEngagement, type UploadedLogo } from './sales-helper-api.ts';
import { HELPER_STEPS, StepIndicator, stepPanelId, stepTabId, type HelperStep } from './step-indicator.tsx';
import { useDeckJob } from './use-deck-job.ts';

export const NO_ACCESS_TEXT = 'The sales helper is for the sales teams of the provider.';

const AREA_NAMES: Record<string, string> = Object.fromEntries(
  ENGAGEMENT_OFFERING_AREAS.map((a) => [a.id, a.name]),
);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingBlock: tokens.spacingVerticalS,
  },
  nav: { display: 'flex', gap: tokens.spacingHorizontalM },
});

type Phase = 'editing' | 'generating' | 'done';

export default function SalesHelperPage({ title }: { title: string }) {
  const styles = useStyles();
  const { role } = useSignedInUser();
  const allowed = permissionLevel('sales/engagements', role) !== 'NONE';
  const catalogue = useCatalogue(undefined);
  const offerings = useOfferings(allowed);
  const clients = useClients();
  const keepClient = useKeepClient();
  const ensureSession = useEnsureSession();

  const [step, setStep] = useState<HelperStep>(1);
  const [sliders, setSliders] = useState<SliderPriorities>(DEFAULT_SLIDER_PRIORITIES);
  const [choices, setChoices] = useState<HelperChoices>({});
  const [client, setClient] = useState<StoredSalesClientView | undefined>(undefined);
  const [logo, setLogo] = useState<UploadedLogo | null>(null);
  const [framework, setFramework] = useState(false);
  const [phase, setPhase] = useState<Phase>('editing');
  const [problem, setProblem] = useState<string | null>(null);
  const [started, setStarted] = useState<{ engagementId: string; job: JobView } | null>(null);
  const [engagement, setEngagement] = useState<Engagement | null>(null);
  const job = useDeckJob(started?.job ?? null);
  // Keyboard and screen-reader users land on the step's heading when the step or phase changes (not on arrival).
  const heading = useRef<HTMLHeadingElement>(null);
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current && phase !== 'editing') heading.current?.focus();
    arrived.current = true;
  }, [phase]);

  // Only capabilities with a stored offering (ADR 0041): what is ticked is what the API accepts.
  const candidates = useMemo(
    () =>
      catalogue.data && offerings.data
        ? capabilitiesWithOffering(
            relevanceCapabilities(catalogue.data.capabilities, ENGAGEMENT_OFFERING_AREAS),
            offerings.data.offerings,
          )
        : [],
    [catalogue.data, offerings.data],
  );
  const areas = useMemo(
    () => relevantCapabilitiesByArea(candidates, sliders, ENGAGEMENT_OFFERING_AREA_IDS),
    [candidates, sliders],
  );
  const ticked = useMemo(() => tickedCapabilityIds(areas, choices), [areas, choices]);

  // The deck job finished: read the engagement with its documents and show step 4.
  const jobDone = job !== null && isJobDone(job);
  const jobFailed = job?.status === 'failed';
  const engagementId = started?.engagementId;
  useEffect(() => {
    if (phase !== 'generating' || !jobDone || jobFailed || !engagementId) return;
    let stopped = false;
    fetchEngagement(engagementId)
      .then((found) => {
        if (stopped) return;
        setEngagement(found);
        setPhase('done');
        setStep(4);
      })
      .catch((err: unknown) => {
        if (stopped) return;
        setProblem(isApiError(err) ? err.message : 'The engagement could not be read.');
        setPhase('editing');
      });
    return () => {
      stopped = true;
    };
  }, [phase, jobDone, jobFailed, engagementId]);

  if (!allowed)
    return (
      <section className={styles.root} aria-labelledby="page-title">
        <Text as="h1" id="page-title" size={700} weight="semibold">
          {title}
        </Text>
        <MessageBar intent="warning">
          <MessageBarBody>{NO_ACCESS_TEXT}</MessageBarBody>
        </MessageBar>
      </section>
    );
  if (catalogue.error || offerings.error)
    return (
      <section className={styles.root} aria-labelledby="page-title">
        <Text as="h1" id="page-title" size={700} weight="semibold">
          {title}
        </Text>
        <MessageBar intent="error">
          <MessageBarBody>
            The capabilities and offerings could not be loaded. Reload the page to try again.
          </MessageBarBody>
        </MessageBar>
      </section>
    );
  if (!catalogue.data || !offerings.data) return <PageSpinner label="Loading the capabilities…" />;

  const generate = async () => {
    if (!client || ticked.length === 0 || phase === 'generating') return;
    setProblem(null);
    if (!(await ensureSession())) return;
    setPhase('generating');
    try {
      const created = await createEngagement({
        salesClient: { id: client.id },
        type: framework ? 1 : 0,
        fields: {
          name: '',
          engagementNotes: '',
          clientNeeds: '',
          metOn: '',
          metWith: '',
          offeringIds: ticked.map(offeringIdOf),
        },
        state: { priorities: engagementPrioritiesFromSliders(sliders) },
        sliders,
        ...(logo ? { logoId: logo.logoId } : {}),
      });
      setStarted({ engagementId: created.engagement.id, job: created.job });
    } catch (err) {
      setProblem(isApiError(err) ? err.message : 'The materials could not be generated. Try again.');
      setPhase('editing');
    }
  };

  const chooseClient = (chosen: StoredSalesClientView) => {
    setClient(chosen);
    if (clients.data && !clients.data.some((c) => c.id === chosen.id)) void keepClient(chosen);
  };

  const startAgain = () => {
    setStarted(null);
    setEngagement(null);
    setPhase('editing');
    setStep(1);
  };

  const enabled = (s: HelperStep) => (phase === 'generating' ? false : s === 4 ? phase === 'done' : true);
  const stepTitle = HELPER_STEPS.find((s) => s.step === step)?.title ?? '';

  return (
    <section className={styles.root} aria-labelledby="page-title">
      <Text as="h1" id="page-title" size={700} weight="semibold">
        {title}
      </Text>
      <StepIndicator step={step} enabled={enabled} onStep={setStep} />
      <div className={styles.panel} role="tabpanel" id={stepPanelId(step)} aria-labelledby={stepTabId(step)}>
        <Text as="h2" size={600} weight="semibold" ref={heading} tabIndex={-1}>
          Step {step}: {stepTitle}
        </Text>
        {phase === 'generating' && (!job || !jobFailed) ? (
          <WaitingScreen job={job} />
        ) : phase === 'generating' && job && jobFailed ? (
          <GenerationFailed
            job={job}
            onBack={() => {
              setPhase('editing');
              setStep(3);
            }}
          />
        ) : step === 1 ? (
          <PrioritiesStep
            sliders={sliders}
            onChange={(key, value) => setSliders({ ...sliders, [key]: value })}
          />
        ) : step === 2 ? (
          <CapabilitiesStep
            areas={areas}
            areaNames={AREA_NAMES}
            choices={choices}
            sliders={sliders}
            onToggle={(id, on) => setChoices({ ...choices, [id]: on })}
          />
        ) : step === 3 ? (
          <MaterialsStep
            clients={clients.data}
            clientsError={Boolean(clients.error)}
            clientId={client?.id}
            onClient={chooseClient}
            logo={logo}
            onLogo={setLogo}
            framework={framework}
            onFramework={setFramework}
            tickedCount={ticked.length}
            generating={false}
            problem={problem}
            onGenerate={() => void generate()}
          />
        ) : engagement ? (
          <DocumentsStep engagement={engagement} onStartAgain={startAgain} />
        ) : null}
        {phase !== 'generating' && step < 3 ? (
          <div className={styles.nav}>
            {step > 1 ? (
              <Button icon={<ArrowLeftRegular />} onClick={() => setStep((step - 1) as HelperStep)}>
                Back
              </Button>
            ) : null}
            <Button
              appearance="primary"
              icon={<ArrowRightRegular />}
              iconPosition="after"
              onClick={() => setStep((step + 1) as HelperStep)}
            >
              Next
            </Button>
          </div>
        ) : phase !== 'generating' && step === 3 ? (
          <div className={styles.nav}>
            <Button icon={<ArrowLeftRegular />} onClick={() => setStep(2)}>
              Back
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
