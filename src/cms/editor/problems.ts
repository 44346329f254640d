/**
 * The problems that stop a save, listed above the form. Decap marks each field, but says so at the
 * top only for a missing one, and a refused length, pattern or token lay further down the form
 * with nothing saying why nothing was saved. Every control the site wraps (all text, pictures)
 * hands the entry's problems here; the list follows them as they are fixed.
 */

interface FieldError {
  message?: string;
}
type ErrorsById = Record<string, FieldError[] | undefined>;

let errors: ErrorsById = {};
let scheduled = false;

/** Decap's errors of the entry's fields (an Immutable map of field ids to lists of errors). */
export function showProblems(fieldsErrors: { toJS(): unknown } | undefined) {
  errors = (fieldsErrors?.toJS() as ErrorsById | undefined) ?? {};
  if (scheduled) return;
  scheduled = true;
  window.requestAnimationFrame(() => {
    scheduled = false;
    renderProblems();
  });
}

const labelFor = (id: string) => document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(id)}"]`);

/** The labels of a field and the blocks around it, outermost first: "Call to action › Heading". */
function labelsOf(id: string): string[] {
  const labels: string[] = [];
  let container = labelFor(id)?.closest('[class*="ControlContainer"]');
  while (container) {
    const own = container.querySelector("label");
    if (own) labels.unshift((own.firstChild ?? own).textContent ?? "");
    container = container.parentElement?.closest('[class*="ControlContainer"]');
  }
  return labels;
}

function renderProblems() {
  const found = Object.entries(errors).flatMap(([id, list]) =>
    (list ?? []).filter((error) => error?.message).map((error) => ({ id, message: String(error.message) })),
  );
  // In the order of the form, top to bottom.
  found.sort((a, b) => {
    const first = labelFor(a.id);
    const second = labelFor(b.id);
    if (!first || !second) return first ? -1 : second ? 1 : 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
  const existing = document.getElementById("gf-problems");
  const panes = document.querySelectorAll('[class*="ControlPaneContainer"]');
  const form = panes[panes.length - 1];
  // Decap's header says "Changes saved" whenever the form matches the file, even beside a refused save.
  document.body.classList.toggle("gf-refused", Boolean(found.length && form));
  if (!found.length || !form) {
    existing?.remove();
    return;
  }
  const box = existing ?? document.createElement("section");
  box.id = "gf-problems";
  box.setAttribute("role", "alert");
  box.setAttribute("aria-labelledby", "gf-problems-heading");
  box.className = "gf-problems";
  box.textContent = "";
  const heading = document.createElement("h2");
  heading.id = "gf-problems-heading";
  heading.textContent = `Not saved: ${found.length === 1 ? "1 problem" : `${found.length} problems`} to fix first, each shown at its field`;
  const list = document.createElement("ul");
  for (const problem of found) {
    const item = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    const where = labelsOf(problem.id).slice(0, -1);
    button.textContent = (where.length ? `${where.join(" › ")} › ` : "") + problem.message;
    button.addEventListener("click", () => {
      labelFor(problem.id)?.scrollIntoView({ block: "center" });
      document.getElementById(problem.id)?.focus();
    });
    item.append(button);
    list.append(item);
  }
  box.append(heading, list);
  if (!existing) form.insertBefore(box, form.firstChild);
}
