// The html format's page skeleton: the document head with its one inline stylesheet (light and
// dark screen themes, a print layout of one game per page with no diagram cut), and the escaping
// every piece of untrusted text goes through.
#include "html_parts.h"

#include "pgnlint/report/reporter.h"
#include "text_encoding.h"

namespace pgnlint::report::html {
namespace {

// No external resource of any kind: the page must open offline, in a mail client or from an
// archive, exactly as it was written.
constexpr std::string_view kStyle = R"css(
:root { color-scheme: light dark; --paper: #ffffff; --ink: #1b1b1b; --muted: #5c5c5c;
  --rule: #d0d0d0; --band: #f3f3f3; --error: #b3261e; --warning: #8a5a00; --info: #1f5fa8;
  --link: #1f5fa8; --mismatch: #fbe0dd; }
@media (prefers-color-scheme: dark) {
  :root { --paper: #16181c; --ink: #e8e8e8; --muted: #a8a8a8; --rule: #3a3d44; --band: #22252b;
    --error: #ff8a80; --warning: #ffcc66; --info: #8ab4f8; --link: #8ab4f8; --mismatch: #4a2422; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--paper); color: var(--ink);
  font: 16px/1.45 "DejaVu Sans", "Liberation Sans", Arial, sans-serif; }
main { max-width: 62rem; margin: 0 auto; padding: 1.5rem; }
h1 { font-size: 1.7rem; margin: 0 0 .25rem; }
h2 { font-size: 1.3rem; margin: 1.6rem 0 .5rem; }
h3 { font-size: 1.05rem; margin: 1.2rem 0 .4rem; }
a { color: var(--link); }
p { margin: .35rem 0; }
.muted, .where, .ref { color: var(--muted); }
.where, .ref { font-size: .9rem; }
code, .fen { font-family: "DejaVu Sans Mono", "Liberation Mono", monospace; font-size: .9em;
  overflow-wrap: anywhere; }
table { border-collapse: collapse; margin: .4rem 0 .8rem; }
th, td { text-align: left; padding: .2rem .7rem .2rem 0; border-bottom: 1px solid var(--rule);
  vertical-align: top; }
td.count { text-align: right; font-variant-numeric: tabular-nums; }
section.game { border-top: 3px solid var(--rule); margin-top: 2rem; padding-top: .4rem; }
section.game > h2 { margin-top: .6rem; }
ol.findings { padding-left: 1.4rem; }
ol.findings > li { margin: .6rem 0; }
.severity { display: inline-block; margin-right: .35rem; font-weight: bold; text-transform: uppercase;
  font-size: .8rem; letter-spacing: .03em; }
.sev-error .severity { color: var(--error); }
.sev-warning .severity { color: var(--warning); }
.sev-info .severity { color: var(--info); }
.rule { font-family: "DejaVu Sans Mono", "Liberation Mono", monospace; font-size: .85rem; }
figure.diagram { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start;
  margin: .6rem 0 1rem; padding: .6rem; background: var(--band); border-radius: 6px;
  break-inside: avoid; page-break-inside: avoid; }
figure.diagram svg { width: 300px; height: auto; flex: none;
  background: #f3f3f3; border-radius: 4px; }
figure.diagram figcaption { flex: 1 1 16rem; font-size: .92rem; }
nav ol { padding-left: 2.4rem; }
nav li { margin: .15rem 0; }
.variation { font-size: .8rem; border: 1px solid var(--rule); border-radius: 3px;
  padding: 0 .3rem; }
.notice { border-left: 4px solid var(--warning); padding: .3rem .8rem; background: var(--band); }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap; }
.table-scroll { overflow-x: auto; }
table.crosstable { font-size: .85rem; font-variant-numeric: tabular-nums; }
table.crosstable th, table.crosstable td { padding: .15rem .45rem; white-space: nowrap; }
table.crosstable td.rank, table.crosstable td.rating, table.crosstable td.points {
  text-align: right; }
table.crosstable .round { text-align: center; }
table.crosstable td.round { font-family: "DejaVu Sans Mono", "Liberation Mono", monospace; }
table.crosstable td.round a { color: inherit; }
/* A finding is marked by its code, not by the colour alone. */
table.crosstable td.mismatch { background: var(--mismatch); box-shadow: inset 0 0 0 1px var(--error); }
table.crosstable .codes { font-size: .75em; font-weight: bold; color: var(--error); }
table.crosstable td.missing { color: var(--muted); outline: 1px dashed var(--muted);
  outline-offset: -3px; }
table.crosstable .no-game { font-size: .75em; font-style: italic; }
@media print {
  :root { color-scheme: light; --paper: #ffffff; --ink: #000000; --muted: #333333; --rule: #999999;
    --band: #ffffff; --error: #000000; --warning: #000000; --info: #000000; --link: #000000;
    --mismatch: #e6e6e6; }
  body { font-size: 10.5pt; }
  main { max-width: none; padding: 0; }
  h2 { margin-top: 1rem; }
  section.game { break-before: page; page-break-before: always; border-top: none; margin-top: 0;
    padding-top: 0; }
  section.game > h2 { margin-top: 0; }
  nav { break-before: page; page-break-before: always; }
  nav > h2 { margin-top: 0; }
  /* Book-sized boards (5.5 cm), so that a game with a start position, a claim and an ending
     still fits one page; a board stays with the words that lead to it. */
  figure.diagram { border: 1px solid #999999; padding: .3rem .5rem; margin: .3rem 0 .5rem;
    break-before: avoid; page-break-before: avoid; }
  figure.diagram svg { width: 5.5cm; }
  /* The tag pairs two to a line: half the height, for the boards. */
  table.tags { display: block; }
  table.tags tbody { display: grid; grid-template-columns: max-content minmax(0, 16rem) max-content
    minmax(0, 1fr); column-gap: .6rem; }
  table.tags tr { display: contents; }
  table.tags th, table.tags td { padding-top: 0; padding-bottom: 0; }
  tr, li, p { break-inside: avoid; page-break-inside: avoid; }
  /* Small type, for a crosstable of many rounds to fit the width of a page. */
  .table-scroll { overflow: visible; }
  table.crosstable { font-size: 7.5pt; }
  table.crosstable th, table.crosstable td { padding: .05rem .25rem; }
  table.crosstable td.mismatch { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  ul.earlier { margin: .2rem 0; padding-left: 1.4rem; }
  ul.earlier li { display: inline; }
  ul.earlier li + li::before { content: "; "; }
  h2, h3 { break-after: avoid; page-break-after: avoid; }
  a { text-decoration: none; }
}
)css";

}  // namespace

void append_text(fmt::memory_buffer& out, std::string_view bytes) {
    encoding::append_xml_text(out, bytes, true);
}

void append_page_start(fmt::memory_buffer& out) {
    encoding::append(out,
                     "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                     "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                     "<meta name=\"generator\" content=\"pgnlint ");
    append_text(out, tool_version());
    encoding::append(out, "\">\n<title>pgnlint report</title>\n<style>");
    encoding::append(out, kStyle);
    encoding::append(out, "</style>\n</head>\n<body>\n<main>\n");
}

void append_page_end(fmt::memory_buffer& out) {
    encoding::append(out, "</main>\n</body>\n</html>\n");
}

}  // namespace pgnlint::report::html
