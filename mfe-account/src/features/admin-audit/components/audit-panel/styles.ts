import styled from 'styled-components';

/** The filters: one column on a phone, as many as fit from there up. */
export const FilterGrid = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  select {
    /* The longest action's option must not widen the page on a phone. */
    max-width: 100%;
  }
`;

export const Buttons = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
  margin: 0.5rem 0 1rem;
`;

export const Hint = styled.p`
  margin: 0 0 0.5rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

/** A name as the API and the tools write it (an action, an ID), under its readable label. */
export const Raw = styled.bdi`
  display: block;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

/** An action's own name (auth.login): kept whole, the column widens instead. */
export const RawName = styled(Raw)`
  overflow-wrap: normal;
  white-space: nowrap;
`;

export const NoWrap = styled.time`
  white-space: nowrap;
`;
