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
    out.append(f"    /// {name.capitalize()} rule sets: the locales that share them and their rules.")
    out.append(f"    static let {name}: [(locales: [String], rules: [(String, String)])] = [")
    for locales, entries in sets:
        out.append("        (")
        out.append("            locales: [" + ", ".join(swift_string(l) for l in locales) + "],")
        out.append("            rules: [")
        for count, text in entries:
            out.append(f"                ({swift_string(count)}, {swift_string(text)}),")
        out.append("            ]")
        out.append("        ),")
    out.append("    ]")


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
        f"    static let source = {swift_string(note)}",
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
