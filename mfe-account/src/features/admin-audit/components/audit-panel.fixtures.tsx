// The Audit log tab's tests share these events, the mock API that records the query and the admin.
import { screen } from '@testing-library/react';
import type { AuditEvent } from 'contracts';
import { http, type Lang } from 'shared';
import { renderWithProviders, type Recorded } from 'shared/testing';
import { AuditPanel } from './audit-panel';
import { restoreDownloadsAfterEach } from '../../../testing/downloads';
import { fakeApiForEachTest, type Reply } from '../../../testing/fake-api';
import { staffSession } from '../../../testing/staff-session';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest({ token: 'admin-token' });
restoreDownloadsAfterEach();

export const admin = staffSession();

export function event(seq: number, change: Partial<AuditEvent> = {}): AuditEvent {
  return {
    seq,
    occurredAt: '2026-03-05T14:03:22.000Z',
    actorId: 'u-1',
    actorEmail: 'asha@example.com',
    ip: '203.0.113.7',
    userAgent: 'Firefox',
    requestId: `req-${seq}`,
    action: 'certificate.issue',
    targetType: 'certificate',
    targetId: 'SB-ABCDEFGHJK',
    summary: 'Issued SB-ABCDEFGHJK to Meera Iyer',
    summaryKey: null,
    summaryParams: null,
    prevHash: 'a'.repeat(64),
    hash: 'b'.repeat(64),
    ...change,
  };
}

export const page = (data: AuditEvent[], total = data.length, number = 1, pageSize = 20) => ({
  status: 200,
  body: { success: true, data, total, page: number, pageSize },
});

export type Params = Record<string, unknown>;
export type Request = Recorded & { params: Params; responseType?: string };

/**
 * Answers as the fake API does (an empty page where `answer` says nothing), and records the query
 * parameters and the response type too (mockApi's record has the path only; the transport builds
 * the query string from `params`).
 */
export function serve(answer: (req: Request) => Reply | undefined = () => undefined) {
  const sent: Request[] = [];
  let current: Pick<Request, 'params' | 'responseType'> = { params: {} };
  fake.serve((req) => {
    const request = { ...req, ...current };
    sent.push(request);
    return answer(request);
  });
  const respond = http.defaults.adapter;
  http.defaults.adapter = (config) => {
    current = { params: { ...(config.params as Params) }, responseType: config.responseType };
    return respond(config);
  };
  const lastTo = (path: string) => sent.filter((r) => r.url === `/api${path}`).at(-1);
  return { sent, lastTo };
}

/** A cell's text with Intl's narrow and no-break spaces as plain ones. */
export const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

export async function openTab(lang?: Lang, title = 'Audit log') {
  const rendered = renderWithProviders(<AuditPanel />, { preloadedState: admin, lang });
  expect(await screen.findByRole('heading', { level: 2, name: title })).toBeVisible();
  return rendered;
}
