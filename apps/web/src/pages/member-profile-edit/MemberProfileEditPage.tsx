import { MEMBER_PICTURE_MAX_BYTES } from '../../shared/member-picture.ts';
import { useT } from '../../components/text/use-t.ts';
import { MembersLayout } from '../../components/members/MembersLayout.tsx';
import { MemberForm } from '../../components/members/MemberForm.tsx';
import { DateField } from '../../components/members/member-fields.tsx';
import { FieldList, labelsOf, type FieldSpec } from '../../components/forms/FieldList.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { memberPath } from '../../shared/routes.ts';
import type { MemberProfileEditContent } from './page.ts';

/** Editing the profile: posted to itself (multipart, the picture streamed), with or without JavaScript. */
export function MemberProfileEditPage({ state, content }: PageProps<MemberProfileEditContent>) {
  const t = useT();
  const { lang } = state;
  const { form, hasPicture } = content;
  const names: FieldSpec[] = [
    { kind: 'text', name: 'firstName', label: t('members.profile.firstName'), autoComplete: 'given-name' },
    { kind: 'text', name: 'lastName', label: t('members.profile.lastName'), autoComplete: 'family-name' },
    {
      kind: 'text',
      name: 'phone',
      type: 'tel',
      label: t('members.profile.phoneOptional'),
      hint: t('members.profile.phoneHint'),
      autoComplete: 'tel',
    },
  ];
  const rest: FieldSpec[] = [
    {
      kind: 'select',
      name: 'gender',
      label: t('members.profile.genderOptional'),
      placeholder: t('members.profile.notGiven'),
      options: [
        { id: 'male', name: t('members.profile.genders.male') },
        { id: 'female', name: t('members.profile.genders.female') },
      ],
    },
    {
      kind: 'file',
      name: 'picture',
      label: t(hasPicture ? 'members.profile.newPicture' : 'members.profile.pictureOptional'),
      hint: t('members.profile.pictureHint'),
      accept: '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif',
      maxBytes: MEMBER_PICTURE_MAX_BYTES,
    },
  ];
  const problemOf = (field: string) => form.problems.find((problem) => problem.field === field);
  const today = new Date().toISOString().slice(0, 10);
  return (
    <MembersLayout state={state} title={t('members.profile.editTitle')} current="profile">
      <MemberForm
        state={state}
        form={form}
        page="profile/edit"
        labels={labelsOf([...names, ...rest], { birthday: t('members.profile.birthday') })}
        submit={t('members.profile.save')}
        script="memberProfile"
      >
        <FieldList fields={names} form={form} />
        <DateField
          name="birthday"
          label={t('members.profile.birthday')}
          hint={t('members.profile.birthdayHint')}
          value={form.values.birthday ?? ''}
          max={today}
          problem={problemOf('birthday')}
        />
        <FieldList fields={rest} form={form} />
      </MemberForm>
      <p>
        <a href={memberPath(lang, 'profile')}>{t('members.profile.cancel')}</a>
      </p>
    </MembersLayout>
  );
}
