/**
 * getServerSideProps of every console page but /login (ADR 24): a visitor goes to the console's
 * `/login?next=`; a member (and a CONTENT_EDITOR on an ADMIN page) gets the 403 page with HTTP status 403 and
 * nothing of the console's data, which the page would only fetch through the APIs (whose policies refuse it too).
 */
import { type ConsolePageAccess, canWorkConsoleQueues, consolePageAccess } from '../../config/console-access';
import { shellPage } from '../ssr/shell-page';

export interface ConsolePageProps {
  access: ConsolePageAccess;
  operatorName: string;
  /** An ADMIN (the queues and the dashboard's counts are theirs). */
  admin: boolean;
}

export function consolePageServerSideProps(page: { title: string; adminOnly: boolean }) {
  return shellPage<ConsolePageProps>({
    site: 'console',
    auth: 'required',
    seo: { title: `${page.title} | 운영 콘솔`, noIndex: true },
    load: ({ ctx, user }) => {
      const access = consolePageAccess(user?.role, page);
      if (access !== 'allowed') ctx.res.statusCode = 403;
      return { props: { access, operatorName: user?.username ?? '', admin: canWorkConsoleQueues(user?.role) } };
    },
  });
}
