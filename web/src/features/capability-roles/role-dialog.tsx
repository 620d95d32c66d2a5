/**
 * The 'Role' dialog (spec: Name, team, location, AEP project assigned role, AEP workforce level (placeholder
 * 'Select Level'), Governance; Cancel and OK). OK adds or replaces the role in the page's list only; nothing is
 * stored until Save Changes. Name and location are checked here with the API's rules.
 */
import {
  Checkbox,
  Combobox,
  DialogBody,
  DialogContent,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  OptionGroup,
  tokens,
} from '@fluentui/react-components';
import {
  capabilityRoleTeamSchema,
  DEFAULT_ROLE_LOCATION,
  DEFAULT_ROLE_TEAM,
  duplicateRoleName,
  normaliseRoleLocation,
  ROLE_TEAMS,
  roleLocationSchema,
  roleNameKey,
  STAFFING_TITLE_SCHEMES,
  type CapabilityRole,
  type RoleTeam,
  type StaffingResourceLevel,
  type TalentCommunity,
} from '@portal/domain';
import { useState } from 'react';
import { AepRoleMenu, type AepRoleChoice } from './aep-role-menu.tsx';
import { EditDialog, SaveActions } from '../../lib/dialogs/edit-dialog.tsx';

export const SELECT_LEVEL = 'Select Level';
export const TEAM_NAMES: Readonly<Record<RoleTeam, string>> = {
  PROVIDER: 'Provider',
  ACCENTURE: 'Accenture',
};

/** A team as the page shows it: the known teams by name, any other as typed. */
export function teamName(team: string): string {
  return (TEAM_NAMES as Readonly<Record<string, string>>)[team] ?? team;
}

/** What the person typed or chose in the Team box, stored: a known team's name becomes its code. */
export function teamFromInput(text: string): string {
  const typed = text.trim();
  return ROLE_TEAMS.find((t) => t === typed.toUpperCase() || TEAM_NAMES[t] === typed) ?? typed;
}
const TEAM_PROBLEM = 'Enter the team: choose Provider or Accenture, or type another (up to 100 characters).';
const LOCATION_PROBLEM =
  'Give a location beginning ONSHORE_ or OFFSHORE_, such as ONSHORE_UK or OFFSHORE_INDIA.';

/** A role of the page's list: stored roles have an id; new ones get theirs when saved. */
export type EditedRole = Omit<CapabilityRole, 'id'> & { id?: string };

const useStyles = makeStyles({
  surface: { maxWidth: '560px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pair: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
});

export function RoleDialog({
  role,
  otherNames,
  locations,
  communities,
  levels,
  onOk,
  onCancel,
}: {
  /** The role being edited, or undefined for a new one. */
  role: EditedRole | undefined;
  /** The names of the list's other roles (a name may be used once). */
  otherNames: readonly string[];
  /** Locations in use, offered as examples (any ONSHORE_ or OFFSHORE_ location may be typed). */
  locations: readonly string[];
  communities: readonly TalentCommunity[];
  levels: readonly StaffingResourceLevel[];
  onOk: (role: EditedRole) => void;
  onCancel: () => void;
}) {
  const styles = useStyles();
  const [name, setName] = useState(role?.name ?? '');
  const [team, setTeam] = useState(teamName(role?.team ?? DEFAULT_ROLE_TEAM));
  const [location, setLocation] = useState(role?.location ?? DEFAULT_ROLE_LOCATION);
  const [aep, setAep] = useState<AepRoleChoice | undefined>(role?.aep);
  const [levelId, setLevelId] = useState<number | undefined>(role?.aepLevel?.staffingResourceLevelId);
  const [governance, setGovernance] = useState(role?.governance ?? false);
  const [errors, setErrors] = useState<{ name?: string; team?: string; location?: string }>({});
  const level = levels.find((l) => l.staffingResourceLevelId === levelId);

  const ok = () => {
    const trimmed = name.trim();
    const taken = new Set(otherNames.map(roleNameKey));
    const nameError = !trimmed
      ? 'Enter the name of the role.'
      : taken.has(roleNameKey(trimmed))
        ? duplicateRoleName(trimmed)
        : undefined;
    const stored = normaliseRoleLocation(location);
    const locationError = roleLocationSchema.safeParse(stored).success ? undefined : LOCATION_PROBLEM;
    const storedTeam = teamFromInput(team);
    const teamError = capabilityRoleTeamSchema.safeParse(storedTeam).success ? undefined : TEAM_PROBLEM;
    if (nameError || locationError || teamError) {
      setErrors({
        ...(nameError ? { name: nameError } : {}),
        ...(teamError ? { team: teamError } : {}),
        ...(locationError ? { location: locationError } : {}),
      });
      return;
    }
    onOk({
      ...(role?.id ? { id: role.id } : {}),
      name: trimmed,
      team: storedTeam,
      location: stored,
      ...(aep ? { aep } : {}),
      ...(level
        ? {
            aepLevel: {
              staffingResourceLevelId: level.staffingResourceLevelId,
              resourceLevel: level.resourceLevel,
            },
          }
        : {}),
      governance,
    });
  };

  return (
    <EditDialog saving={false} onClose={onCancel} className={styles.surface}>
      <DialogBody>
        <DialogTitle>Role</DialogTitle>
        <DialogContent className={styles.content}>
          <Field label="Name" required validationMessage={errors.name}>
            <Input
              value={name}
              maxLength={200}
              onChange={(_, d) => {
                setName(d.value);
                setErrors((e) => ({ ...e, name: undefined }));
              }}
            />
          </Field>
          <div className={styles.pair}>
            <Field label="Team" validationMessage={errors.team} hint="Choose one, or type another team">
              <Combobox
                freeform
                value={team}
                maxLength={100}
                selectedOptions={[team]}
                onChange={(e) => {
                  setTeam(e.target.value);
                  setErrors((x) => ({ ...x, team: undefined }));
                }}
                onOptionSelect={(_, d) => {
                  if (d.optionText) setTeam(d.optionText);
                  setErrors((x) => ({ ...x, team: undefined }));
                }}
              >
                {ROLE_TEAMS.map((t) => (
                  <Option key={t} value={TEAM_NAMES[t]}>
                    {TEAM_NAMES[t]}
                  </Option>
                ))}
              </Combobox>
            </Field>
            <Field
              label="Location"
              validationMessage={errors.location}
              hint={`For example ${locations.slice(0, 3).join(', ')}`}
            >
              <Input
                value={location}
                maxLength={50}
                onChange={(_, d) => {
                  setLocation(d.value);
                  setErrors((x) => ({ ...x, location: undefined }));
                }}
              />
            </Field>
          </div>
          <AepRoleMenu communities={communities} value={aep} onChange={setAep} />
          <Field label="AEP workforce level">
            <Dropdown
              placeholder={SELECT_LEVEL}
              value={level?.resourceLevel ?? ''}
              selectedOptions={level ? [String(level.staffingResourceLevelId)] : []}
              onOptionSelect={(_, d) => setLevelId(d.optionValue ? Number(d.optionValue) : undefined)}
            >
              {STAFFING_TITLE_SCHEMES.map((scheme) => {
                const inScheme = levels.filter((l) => l.title === scheme);
                if (!inScheme.length) return null;
                return (
                  <OptionGroup key={scheme} label={scheme}>
                    {inScheme.map((l) => (
                      <Option key={l.staffingResourceLevelId} value={String(l.staffingResourceLevelId)}>
                        {l.resourceLevel}
                      </Option>
                    ))}
                  </OptionGroup>
                );
              })}
            </Dropdown>
          </Field>
          <Checkbox
            label="Governance"
            checked={governance}
            onChange={(_, d) => setGovernance(d.checked === true)}
          />
        </DialogContent>
        <SaveActions label="OK" saving={false} onSave={ok} onClose={onCancel} />
      </DialogBody>
    </EditDialog>
  );
}
