/**
 * An upload never replaces another entry's picture: Decap names an upload after the file the
 * author chose and, when a picture of that name is already in the folder, offers to replace it,
 * for every entry that uses it. Each file chosen is given a name of its own before Decap sees it:
 * the author's name, then a mark made from the file's size and date, the same each time the same
 * file is chosen.
 */
export function uniqueName(file: File): File {
  const dot = file.name.lastIndexOf(".");
  const stem = dot > 0 ? file.name.slice(0, dot) : file.name;
  const extension = dot > 0 ? file.name.slice(dot) : "";
  const mark = (file.size * 31 + file.lastModified).toString(36).slice(-6);
  return new File([file], `${stem}-${mark}${extension}`, { type: file.type, lastModified: file.lastModified });
}

export function nameUploads() {
  document.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "file" || !input.files?.length) return;
      const renamed = new DataTransfer();
      for (const file of input.files) renamed.items.add(uniqueName(file));
      input.files = renamed.files;
    },
    true,
  );
}
