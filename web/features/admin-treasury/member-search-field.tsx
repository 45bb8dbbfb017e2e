import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberCard } from '../../../domain/functions/directory';
import { mobileSearchDigits } from '../../../domain/member-search';
import { useCall } from '../../lib/use-call';

/** The member a gift is linked to: what the form keeps of the directory's card. */
export type ChosenMember = { id: string; name: string; mobileEnd: string | null };

/** A name shorter than this is not searched: the directory's name search is by trigram (three letters). */
const NAME_SEARCH_MIN = 3;
/** The treasurer picks from a short list: a longer one means they should type more. */
const MATCHES_SHOWN = 8;
/** A pause in typing this long asks the directory; every key would send a read. */
const TYPING_PAUSE_MS = 300;

/** What is worth asking the directory: three letters of a name, or the last 4+ digits of a mobile number. */
export function memberSearchText(typed: string): string | null {
  const text = typed.trim();
  if (mobileSearchDigits(text)) return text;
  return /\d/.test(text) || text.length < NAME_SEARCH_MIN ? null : text;
}

function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const chosenOf = (card: MemberCard): ChosenMember => ({
  id: card.id,
  name: card.name ?? '',
  mobileEnd: card.mobile ? card.mobile.slice(-4) : null,
});

/**
 * Links a gift the treasurer records to a member of the masjid (optional), found by name or by the end of
 * the mobile number through the members directory (getMembers), narrowed to this masjid: the treasurer is a
 * volunteer of it, so it is within their scope, and within an admin's. The member then sees the gift in My
 * giving and gets its receipt by SMS (docs/decisions/0013-baitul-maal.md). MUI's Autocomplete gives the
 * keyboard its list: arrows move through the matches, Enter chooses, Escape closes.
 */
export function MemberSearchField({
  mosqueId,
  value,
  onChange,
  disabled,
}: {
  mosqueId: string;
  value: ChosenMember | null;
  onChange: (member: ChosenMember | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const search = memberSearchText(useSettled(typed, TYPING_PAUSE_MS));
  // Once a member is chosen the field shows their name: that is not a new search.
  const searching = search !== null && search !== value?.name;
  const found = useCall(
    'getMembers',
    searching ? { locationId: mosqueId, filters: { name: search }, limit: MATCHES_SHOWN } : null,
    { ttl: 30_000 },
  );
  const matches = searching ? (found.data?.users ?? []).map(chosenOf) : [];
  const options = value && !matches.some((m) => m.id === value.id) ? [value, ...matches] : matches;
  const waiting = Boolean(memberSearchText(typed)) && (found.loading || search !== memberSearchText(typed));

  return (
    <Autocomplete
      value={value}
      onChange={(_, member) => onChange(member)}
      inputValue={typed}
      onInputChange={(_, text) => setTyped(text)}
      options={options}
      // The directory has matched them already, by name or by the mobile's end, which the text would not show.
      filterOptions={(all) => all}
      getOptionLabel={(member) => member.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={waiting}
      loadingText={t('adminTreasury.member.searching')}
      noOptionsText={
        memberSearchText(typed) ? t('adminTreasury.member.none') : t('adminTreasury.member.typeMore')
      }
      disabled={disabled}
      autoHighlight
      renderOption={({ key, ...props }, member) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography dir="auto">{member.name}</Typography>
            {member.mobileEnd && (
              <Typography variant="body2" color="text.secondary">
                {t('adminTreasury.member.mobileEnd', { digits: member.mobileEnd })}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('adminTreasury.member.label')}
          helperText={value ? t('adminTreasury.member.linked') : t('adminTreasury.member.help')}
        />
      )}
    />
  );
}
