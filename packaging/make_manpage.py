"""Makes the manual page bauernschnapsen(6) in English, German and Russian from its one
source, packaging/linux/manpage.toml; the OPTIONS section is the game's own command line
(``build_parser`` with the language's catalogue), so the page says what ``--help`` says.

    python packaging/make_manpage.py OUT      # OUT/bauernschnapsen.6, OUT/de/..., OUT/ru/...

build-deb installs them as /usr/share/man/man6/bauernschnapsen.6.gz and
/usr/share/man/<lang>/man6/bauernschnapsen.6.gz (gzip -9n).  Run where the game is
installed (it needs PySide6's QtCore for the catalogues, no display).
"""

from __future__ import annotations

import argparse
import sys
import tomllib
from pathlib import Path

from bschnapsen_gui import __version__
from bschnapsen_gui.__main__ import _argparse_speaks, build_parser, translator

SOURCE = Path(__file__).resolve().parent / "linux" / "manpage.toml"
LANGS = ("en", "de", "ru")  # English is the page in man6/; the others in <lang>/man6/


def roff(text: str) -> str:
    """Plain text as roff: backslashes and hyphens escaped, no line starting a request."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    lines = []
    for line in text.splitlines():
        lines.append("\\&" + line if line.startswith((".", "'")) else line)
    return "\n".join(lines)


def paragraphs(text: str) -> list[str]:
    return [" ".join(p.split()) for p in text.strip().split("\n\n") if p.strip()]


def option_items(parser: argparse.ArgumentParser) -> list[tuple[str, list[tuple[str, str]]]]:
    """The parser's option groups: (title, [(the switches as written, help)]); the options
    themselves first (their title is the section's heading), then the positional LINK, then
    the other groups."""
    out = []
    groups = [parser._optionals, parser._positionals] + [
        g for g in parser._action_groups if g not in (parser._optionals, parser._positionals)]
    for group in groups:
        items = []
        for action in group._group_actions:
            if not action.option_strings:  # a positional argument (LINK)
                items.append((f"\\fI{roff(str(action.metavar or action.dest.upper()))}\\fR",
                              roff(" ".join(str(action.help or "").split()))))
                continue
            shown = []
            for opt in action.option_strings:
                if action.nargs == 0:
                    shown.append(f"\\fB{roff(opt)}\\fR")
                else:
                    metavar = action.metavar or (
                        "{" + ",".join(action.choices) + "}" if action.choices else action.dest.upper())
                    shown.append(f"\\fB{roff(opt)}\\fR \\fI{roff(str(metavar))}\\fR")
            items.append((", ".join(shown), roff(" ".join(str(action.help or "").split()))))
        if items:
            out.append((roff(group.title or ""), items))
    return out


def page(lang: str, text: dict[str, object]) -> str:
    h = text["headings"]
    assert isinstance(h, dict)
    tr = translator(lang)
    with _argparse_speaks(tr):  # argparse's own words (-h, the group titles) in the language too
        parser = build_parser(tr)
    out = [
        f'.TH BAUERNSCHNAPSEN 6 "{text["date"]}" "bauernschnapsen {__version__}" "{text["manual"]}"',
        f".SH {h['name']}",
        f"bauernschnapsen \\- {roff(str(text['name']))}",
        f".SH {h['synopsis']}",
        ".B bauernschnapsen",
        "[\\fB\\-\\-lang\\fR \\fIde\\fR|\\fIen\\fR|\\fIru\\fR] "
        "[\\fB\\-\\-pack\\fR \\fItell\\fR|\\fIfrench\\fR|\\fIfrench4\\fR] [\\fB\\-\\-seed\\fR \\fIN\\fR] "
        "[\\fILINK\\fR]",
        f".SH {h['description']}",
    ]
    for i, p in enumerate(paragraphs(str(text["description"]))):
        if i:
            out.append(".PP")
        out.append(roff(p))
    out.append(f".SH {h['options']}")
    for i, (title, items) in enumerate(option_items(parser)):
        if i:  # the first group is the options themselves: the section's own heading says so
            out.append(f".SS {title}")
        for switches, help_text in items:
            out += [".TP", switches, help_text]
    out += [".PP", roff(str(text["options_note"]))]
    for key in ("files", "environment"):
        out.append(f".SH {h[key]}")
        rows = text[key]
        assert isinstance(rows, list)
        for name, what in rows:
            out += [".TP", f"\\fI{roff(name)}\\fR" if key == "files" else f"\\fB{roff(name)}\\fR", roff(what)]
    out += [f".SH {h['see_also']}", roff(str(text["see_also"]))]
    return "\n".join(out) + "\n"


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    target = Path(argv[0])
    source = tomllib.loads(SOURCE.read_text(encoding="utf-8"))
    assert set(source) == set(LANGS), f"{SOURCE.name} must hold exactly {LANGS}"
    for lang in LANGS:
        folder = target if lang == "en" else target / lang
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "bauernschnapsen.6").write_text(page(lang, source[lang]), encoding="utf-8")
    print(f"manual pages ({', '.join(LANGS)}) in {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
