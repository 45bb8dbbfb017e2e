import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isCategory } from '../../../domain/constants';
import { categoryLabelKey } from '../../components/member-details/detail-labels';

/** A family card's last line: what they do now, or that nobody has said yet. */
export function FamilyCategory({ category }: { category: string | null }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color={isCategory(category) ? 'text.primary' : 'text.secondary'}>
      {isCategory(category) ? t(categoryLabelKey(category)) : t('family.noDetails')}
    </Typography>
  );
}
