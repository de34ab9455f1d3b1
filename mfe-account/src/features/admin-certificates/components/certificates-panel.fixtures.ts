// The Certificates tab's tests share this answer of the API.

/** A certificate as POST /api/certificates answers it once issued. */
export const certificate = {
  certificateId: 'SB-ABCDEFGHJK',
  fullName: 'Meera Iyer',
  courseName: 'CompTIA Network+',
  issuedBy: 'Skillbridge',
  issueDate: '2026-01-05',
  status: 'valid',
  createdAt: '2026-01-05T00:00:00Z',
};
