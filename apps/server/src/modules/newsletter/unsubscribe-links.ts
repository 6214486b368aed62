export interface UnsubscribeLinks {
  /** The web page the e-mail's visible link opens; it asks the API to unsubscribe. */
  page: string;
  /** RFC 8058 one-click target that mail clients POST to. */
  oneClick: string;
}

export function unsubscribeLinks(publicUrl: string, email: string, token: string): UnsubscribeLinks {
  const query = new URLSearchParams({ email, token }).toString();
  return {
    page: `${publicUrl}/unsubscribe?${query}`,
    oneClick: `${publicUrl}/api/unsubscribe/one-click?${query}`,
  };
}
