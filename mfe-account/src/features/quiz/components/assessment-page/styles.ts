import styled from 'styled-components';

export const Hint = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

export const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.95rem;
`;
