import type { ToastMessage } from "~/leads/form-feedback";

/**
 * Shows a form's failure as a destructive toast. sonner is imported on demand: the root's
 * ToasterHost mounts its Toaster, and the public pages do not carry it in their bundle.
 */
export function showErrorToast(message: ToastMessage) {
  void import("sonner").then(({ toast }) => toast.error(message.title, { description: message.description }));
}
