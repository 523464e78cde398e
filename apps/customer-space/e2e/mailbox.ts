const CORE_URL = `http://localhost:${process.env.E2E_SPACE_CORE_PORT ?? 4300}`;

/** The newest link to choose a password that a tenant's dev mailbox holds, as the client reads their inbox. */
export async function passwordLink(tenant: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const mailbox = await (await fetch(`${CORE_URL}/dev/mailbox?token=dev-token-${tenant}`)).text();
    const link = /(http:\/\/\S+?\/password\?token=[A-Za-z0-9_-]+)/.exec(mailbox)?.[1];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no password link in ${tenant}'s mailbox`);
}
