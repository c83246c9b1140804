#!/usr/bin/env python3
"""Writes Sources/MessageFormat/Plurals/PluralRuleData.swift from CLDR plural rule files.

Usage: scripts/generate-plurals.py PLURALS_XML ORDINALS_XML [SOURCE_NOTE]

The inputs are local copies of unicode-org/cldr common/supplemental/plurals.xml and
ordinals.xml. The output keeps each rule's full CLDR text (condition and samples) so that the
runtime parses the conditions and the tests expand the samples.
"""
import os
import sys
import xml.etree.ElementTree as ET

ORDER = ["zero", "one", "two", "few", "many", "other"]


def read(path):
    root = ET.parse(path).getroot()
    sets = []
    for rules in root.iter("pluralRules"):
        locales = rules.get("locales").split()
        entries = []
        for rule in rules.iter("pluralRule"):
            text = " ".join((rule.text or "").split())
            entries.append((rule.get("count"), text))
        entries.sort(key=lambda e: ORDER.index(e[0]))
        sets.append((locales, entries))
    return sets


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def emit(name, sets, out):
    """One rule set a line, in a multi-line string: its locales, then ` | category: rule` for
    each of its rules (CLDR's conditions and samples use neither `|` nor `:`)."""
    out.append(f"    /// {name.capitalize()} rule sets, one a line: the locales that share it, then")
    out.append("    /// ` | category: condition @samples` for each of its rules, in CLDR's order.")
    out.append(f'    static let {name} = """')
    for locales, entries in sets:
        for count, text in entries:
            if "|" in text or ":" in text:
                sys.exit(f"a {count} rule of {locales[0]} holds | or :, which the table format separates on")
        line = " ".join(locales) + "".join(f" | {count}: {text}" for count, text in entries)
        out.append("        " + line.replace("\\", "\\\\"))
    out.append('        """')


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    note = sys.argv[3] if len(sys.argv) > 3 else "unicode-org/cldr common/supplemental"
    cardinal = read(sys.argv[1])
    ordinal = read(sys.argv[2])
    out = [
        "// This file is produced by scripts/generate-plurals.py; do not edit it by hand.",
        f"// Source: {note}.",
        "",
        "/// CLDR plural rules, as data: every rule's condition and samples in CLDR syntax.",
        "enum PluralRuleData {",
        f"    /// Where the rules come from.",
        *(  # on one line when it fits, as swift-format writes it
            [f"    static let source = {swift_string(note)}"]
            if len(swift_string(note)) <= 110 - len("    static let source = ")
            else ["    static let source =", f"        {swift_string(note)}"]
        ),
        "",
    ]
    emit("cardinal", cardinal, out)
    out.append("")
    emit("ordinal", ordinal, out)
    out.append("}")
    target = os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "MessageFormat", "Plurals",
        "PluralRuleData.swift")
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "w", encoding="utf-8") as handle:
        handle.write("\n".join(out) + "\n")
    print(f"wrote {os.path.normpath(target)}: {len(cardinal)} cardinal and {len(ordinal)} ordinal rule sets")


if __name__ == "__main__":
    main()
