/** RFC 8058: a mail's signed one-click unsubscribe address, which mail clients POST to. */
export function oneClickUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
