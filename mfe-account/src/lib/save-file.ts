/**
 * Saves a file the API sent through a temporary object URL and a download link: the request
 * carried the admin's bearer token, which a plain link to the API could not.
 */
export function saveFile(content: Blob | string, fileName: string) {
  const blob =
    content instanceof Blob ? content : new Blob([content], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
