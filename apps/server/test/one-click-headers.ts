/** Tests only: the RFC 8058 one-click unsubscribe headers a mail must carry for the given endpoint. */
export function oneClickHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
