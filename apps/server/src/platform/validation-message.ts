interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/**
 * For routes that set `attachValidation`: the message of the first failing field, which the
 * contracts word for visitors ('Please enter a valid email address'), without the schema path
 * the shared error handler would prefix. A failure of the whole body gives `fallback`.
 */
export function fieldMessage(error: { validation?: unknown }, fallback: string): string {
  const issues = Array.isArray(error.validation) ? (error.validation as ValidationIssue[]) : [];
  // The zod type provider names the whole body `/`.
  return issues.find((i) => i.instancePath && i.instancePath !== '/')?.message ?? fallback;
}
