/** A test API that sends its mail through SMTP to a real server process (the sink), with its gateway token. */
import { startTestApi, type TestApi } from './test-api.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

export async function startSmtpTestApi(
  clock: () => Date,
  mail: { tipOffOfficers?: string } = {},
): Promise<{ smtp: SmtpSink; api: TestApi; token: string; close: () => Promise<void> }> {
  const smtp = await startSmtpSink();
  const api = await startTestApi({
    clock,
    config: {
      mail: {
        smtpUrl: smtp.url,
        from: 'กรมคุมประพฤติ <no-reply@probation.localhost>',
        officerFallback: undefined,
        retrySeconds: 60,
        tipOffOfficers: mail.tipOffOfficers,
      },
    },
  });
  const token = await api.token();
  return {
    smtp,
    api,
    token,
    async close() {
      await api.close();
      await smtp.close();
    },
  };
}
