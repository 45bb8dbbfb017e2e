import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { familyMemberPath } from '../../../domain/routes';
import { useSession } from '../../app/session-provider';
import { ModalForm } from '../../components/forms/modal-form';
import { useFormProblems } from '../../components/forms/use-form-problems';
import { useZodForm } from '../../components/forms/use-zod-form';
import { useAction } from '../../lib/use-action';
import { FamilyBasicFields } from './family-basic-fields';
import { familyBasicsSchema, newFamilyMemberDraft } from './family-basics';

/**
 * The family's 'Add New Member' modal. Once saved, the member goes on to the new family member's
 * 'Current Details' (/family/{id}/true), as the spec does, since that is the next thing to fill in.
 */
export function AddFamilyMemberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const blank = () => newFamilyMemberDraft(session.user ?? { address: null });
  const form = useZodForm(familyBasicsSchema, blank());
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = form;
  // A refusal (a family already at its limit) is said in the dialog, not in a toast over its buttons.
  const problems = useFormProblems(form);
  // The new member's screen reads their record while the family list is read again, not after it.
  const add = useAction('addFamilyMember', { awaitReads: false, showProblem: problems.show });

  const close = () => {
    reset(blank());
    onClose();
  };

  return (
    <ModalForm
      open={open}
      title={t('family.addNewMember')}
      submitLabel={t('family.addNewMember')}
      busy={add.pending}
      busyLabel={t('family.adding')}
      dirty={isDirty}
      onClose={close}
      problems={problems}
      onSubmit={handleSubmit(async (basics) => {
        const reply = await add.run(basics);
        if (!reply?.pass || !reply.familyMemberId) return;
        reset(blank());
        onClose();
        navigate(familyMemberPath(reply.familyMemberId, true));
      })}
    >
      <FamilyBasicFields control={control} disabled={add.pending} />
    </ModalForm>
  );
}
