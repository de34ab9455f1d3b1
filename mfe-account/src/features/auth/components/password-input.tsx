import { useState, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { defineDictionary, useTranslation } from 'shared';
import { passwordEn } from '../i18n/en';
import { loadersFor } from '../i18n/loaders';

export const passwordMessages = defineDictionary(passwordEn, loadersFor('password'));

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  input {
    flex: 1;
    min-width: 0;
  }
`;

const Toggle = styled.button`
  min-height: 44px;
  min-width: 4.5rem;
  font: inherit;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

/** A password input with a show/hide toggle; the toggle keeps the value and the focus order. */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const t = useTranslation(passwordMessages);
  const [visible, setVisible] = useState(false);
  return (
    <Row>
      <input {...props} type={visible ? 'text' : 'password'} />
      <Toggle
        type="button"
        aria-label={visible ? t('hideLabel') : t('showLabel')}
        aria-controls={props.id}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? t('hide') : t('show')}
      </Toggle>
    </Row>
  );
}
