/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureHttp, http } from './client';

// jsdom's XMLHttpRequest reports no upload progress, so this runs in Node, where axios sends
// through its http adapter and reports the body's upload as it goes.
let server: Server;
let body = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      body = Buffer.concat(chunks).toString();
      res.statusCode = 201;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ success: true, data: [] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureHttp(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
});

afterAll(async () => {
  configureHttp('/api');
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it("reports upload progress through axios' onUploadProgress", async () => {
  const rows = Array.from({ length: 5000 }, (_, i) => ({ certificateId: `CERT-2024-${i}` }));
  const fractions: number[] = [];
  const { data, status } = await http.post(
    '/certificates/bulk',
    { rows },
    {
      onUploadProgress: (event) => {
        if (event.total) fractions.push(event.loaded / event.total);
      },
    },
  );
  expect({ data, status }).toEqual({ data: { success: true, data: [] }, status: 201 });
  expect(JSON.parse(body)).toEqual({ rows });
  expect(fractions.length).toBeGreaterThan(0);
  expect(fractions.at(-1)).toBe(1);
});
