import { useState } from 'react';
import styled from 'styled-components';
import { Button, Field } from 'shared';

const Form = styled.form`
  display: flex;
  gap: 0.5rem;
  align-items: flex-end;
  flex-wrap: wrap;
`;

/**
 * An admin list's search box (role="search"): the typed text is applied when the form is
 * submitted, with Enter or the button, not on every key.
 */
export function SearchForm({
  id,
  label,
  button,
  onSearch,
}: {
  id: string;
  label: string;
  button: string;
  onSearch: (search: string) => void;
}) {
  const [search, setSearch] = useState('');
  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search);
      }}
    >
      <Field>
        <label htmlFor={id}>{label}</label>
        <input id={id} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </Field>
      <Field>
        <Button type="submit">{button}</Button>
      </Field>
    </Form>
  );
}
