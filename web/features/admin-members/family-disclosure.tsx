import { useTranslation } from 'react-i18next';
import { RELATIONS, type Relation } from '../../../domain/constants';
import type { MemberCard as Member } from '../../../domain/functions/directory';
import { Disclosure } from '../../components/disclosure';
import { categoryLabelKey } from '../../components/member-details/detail-labels';

const isRelation = (r: string | null): r is Relation => RELATIONS.includes(r as Relation);

/**
 * 'Family Members (count)', a button that shows the member's family below it; drawn only when opened. A register
 * household's family (decision 0014) has no categories, and an age it gave reads "about".
 */
export function FamilyDisclosure({
  family,
  fromRegister,
}: {
  family: Member['family'];
  fromRegister?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Disclosure dense className="family" summary={t('adminMembers.familyMembers', { count: family.count })}>
      {family.count === 0 ? (
        <p className="empty">{t('adminMembers.noFamily')}</p>
      ) : (
        <ul>
          {family.members.map((f) => (
            <li key={`${f.name}|${f.relation}|${f.age}`}>
              <span dir="auto">{f.name ?? t('adminMembers.unknownName')}</span>
              {' · '}
              {isRelation(f.relation) ? t(`family.relationOf.${f.relation}`) : (f.relation ?? '')}
              {f.age !== null &&
                `, ${f.ageApproximate ? t('adminMembers.aboutAge', { count: f.age }) : t('family.age', { count: f.age })}`}
              {/* The register's people have no category: nothing rather than "unknown". */}
              {!fromRegister && `, ${t(categoryLabelKey(f.category))}`}
            </li>
          ))}
        </ul>
      )}
    </Disclosure>
  );
}
