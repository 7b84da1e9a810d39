// Collects Content-Security-Policy violation reports from the hostile page, so
// the end-to-end test can assert the widgets caused none.

import type { FastifyPluginAsync } from 'fastify';
import { acceptEmptyJsonBodies } from './json-body';

/** Older `report-uri` format: `{ "csp-report": { ... } }`; Reporting API sends a list. */
type CspReport = Record<string, unknown>;

export interface CspReportLog {
  add(report: CspReport): void;
  list(): CspReport[];
  clear(): void;
}

// Enough for any test run, small enough that a runaway page cannot eat memory.
const MAX_REPORTS = 500;

export function createCspReportLog(): CspReportLog {
  let reports: CspReport[] = [];
  return {
    add(report) {
      reports.push(report);
      if (reports.length > MAX_REPORTS) reports = reports.slice(-MAX_REPORTS);
    },
    list: () => [...reports],
    clear() {
      reports = [];
    },
  };
}

function toReports(body: unknown): CspReport[] {
  const isObject = (value: unknown): value is CspReport =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (Array.isArray(body)) return body.filter(isObject);
  return isObject(body) ? [body] : [];
}

export const cspReportRoutes: FastifyPluginAsync<{ log: CspReportLog }> = async (app, { log }) => {
  acceptEmptyJsonBodies(app); // `clear` is a POST that clients send without a body.
  // Browsers post reports as application/csp-report (report-uri) or
  // application/reports+json (Reporting API); both are JSON.
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(typeof body === 'string' ? body : body.toString('utf8')) as unknown);
      } catch {
        done(Object.assign(new Error('Report is not valid JSON'), { statusCode: 400 }), undefined);
      }
    },
  );

  app.post('/csp-report', async (request, reply) => {
    for (const report of toReports(request.body)) log.add(report);
    return reply.code(204).send();
  });

  app.get('/demo/api/csp-reports', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(JSON.stringify(log.list())),
  );

  app.post('/demo/api/csp-reports/clear', async (_request, reply) => {
    log.clear();
    return reply.type('application/json; charset=utf-8').send(JSON.stringify({ ok: true }));
  });
};
