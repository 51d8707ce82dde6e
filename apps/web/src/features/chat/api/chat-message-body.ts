/** A chat message as the server reads it: JSON `{ message }`, or a multipart form with the files. */
export function chatMessageBody(text: string, files: File[]): { message: string } | FormData {
  if (!files.length) return { message: text };
  const form = new FormData();
  form.append('message', text);
  for (const f of files) form.append('files', f, f.name);
  return form;
}
