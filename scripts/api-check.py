#!/usr/bin/env python3
"""The public API of the library products, as one readable line per declaration, held against
the baseline in api/ so that no public signature changes by accident.

usage: scripts/api-check.py [--update] [--baseline DIR] [--self-test] [BUILD_DIR]
       (BUILD_DIR default .build/debug, DIR default api)

Each module of the GuidanceKit product is dumped with the toolchain's swift-api-digester from
the modules of a debug build (`swift build` first), and every public declaration (`package` ones
are left out) becomes a line
`kind Module.Type.member(labels) : types [attributes]`, sorted. Without --update the lines are
compared with api/MODULE.api; any difference is printed as a diff and the exit status is 1.
With --update the baseline files are rewritten: do that on purpose, and say why in the commit.
--self-test proves the check bites: on a scratch copy of the baseline with one signature
changed it must fail and name that line, and after --update of the copy it must pass.
"""
import difflib, json, os, shutil, subprocess, sys, tempfile

MODULES = ["GuidanceModel", "MessageFormat", "StrictJSON", "Localization", "Guidance", "Speech", "GuidanceSpeech"]
INCLUDES = ["Sources/CEspeakNG", "Sources/CALSA", "Sources/CProcessor/include", "Sources/CPulse/include",
            "Sources/CSharedMemory/include", "Sources/CNeuralVoice/include"]
FLAGS = ["static", "throwing", "isLet", "mutating", "isOpen"]
ATTRIBUTES = {"Final", "DiscardableResult", "SetterAccess", "Available", "Inlinable", "Frozen", "Sendable"}


def type_text(node):
    return node.get("printedName", "")


def lines_of(node, parents, out):
    kind = node.get("kind")
    if kind in ("Import", "TypeNominal", "TypeNameAlias", "TypeFunc"):
        return
    # `package` declarations (the digester marks them internal) are for the package's own
    # targets, not for embedders: they are not part of the public surface.
    if node.get("isInternal"):
        return
    name = node.get("printedName") or node.get("name")
    path = parents + [name]
    if kind in ("TypeDecl", "TypeAlias", "Var", "Function", "Constructor", "Subscript", "EnumElement",
                "AssociatedType", "OperatorDecl", "Accessor"):
        if kind == "Accessor" and node.get("declKind") in ("Get",):
            pass
        types = [type_text(child) for child in node.get("children", [])
                 if child.get("kind", "").startswith("Type") and child.get("kind") != "TypeDecl"]
        flags = [flag for flag in FLAGS if node.get(flag)]
        if node.get("funcSelfKind") == "Mutating":
            flags.append("mutating")
        attributes = sorted(set(node.get("declAttributes", [])) & ATTRIBUTES)
        conformances = sorted(c.get("printedName", "") for c in node.get("conformances", []))
        generic = node.get("genericSig", "")
        text = f"{node.get('declKind', kind).lower()} {'.'.join(path)}"
        if generic:
            text += f" {generic}"
        if types:
            text += " : " + ", ".join(types)
        extras = flags + attributes
        if extras:
            text += " [" + " ".join(extras) + "]"
        if conformances and kind == "TypeDecl":
            text += " conforms " + ", ".join(conformances)
        out.append(text)
    for child in node.get("children", []):
        if child.get("kind", "").startswith("Type") and child.get("kind") != "TypeDecl":
            continue
        lines_of(child, path if kind != "Root" else [name], out)


def dump(module, build):
    with tempfile.TemporaryDirectory() as scratch:
        output = os.path.join(scratch, module + ".json")
        command = ["swift-api-digester", "-dump-sdk", "-module", module, "-I", os.path.join(build, "Modules"),
                   "-o", output, "-abort-on-module-fail"]
        for include in INCLUDES:
            command += ["-I", include]
        # SwiftPM writes the module map of a C target without one of its own into the build.
        for target in ("CProcessor", "CPulse", "CSharedMemory", "CNeuralVoice"):
            command += ["-Xcc", "-fmodule-map-file=" + os.path.join(build, target + ".build", "module.modulemap")]
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0 or not os.path.exists(output):
            sys.exit(f"api-check: swift-api-digester failed for {module}:\n{result.stderr}")
        root = json.load(open(output))["ABIRoot"]
    out = []
    lines_of(root, [], out)
    return sorted(set(out))


def check(build, baseline_dir, update, quiet=False):
    """Compares (or with `update`, writes) every module; returns the modules that differ."""
    os.makedirs(baseline_dir, exist_ok=True)
    changed = []
    for module in MODULES:
        current = dump(module, build)
        path = os.path.join(baseline_dir, module + ".api")
        if update:
            with open(path, "w") as file:
                file.write("\n".join(current) + "\n")
            continue
        baseline = open(path).read().splitlines() if os.path.exists(path) else []
        if baseline != current:
            changed.append(module)
            if not quiet:
                sys.stdout.writelines(line + "\n" for line in difflib.unified_diff(
                    baseline, current, f"{path} (baseline)", f"{module} (this build)", lineterm="", n=0))
    return changed


def self_test(build):
    with tempfile.TemporaryDirectory() as scratch:
        shutil.copytree("api", scratch, dirs_exist_ok=True)
        path = os.path.join(scratch, "Guidance.api")
        lines = open(path).read().splitlines()
        target = next(i for i, line in enumerate(lines) if line.startswith("func Guidance.Navigator.dispatch("))
        lines[target] = lines[target].replace("Swift.Int?", "Swift.Int")
        open(path, "w").write("\n".join(lines) + "\n")
        if check(build, scratch, update=False, quiet=True) != ["Guidance"]:
            sys.exit("api-check self-test: a changed signature in the baseline was not caught")
        check(build, scratch, update=True)
        if check(build, scratch, update=False, quiet=True):
            sys.exit("api-check self-test: the check still fails after --update")
    print("api-check self-test: a changed signature fails the check, and --update makes it pass")


def main():
    arguments = sys.argv[1:]
    update = "--update" in arguments
    baseline_dir = "api"
    if "--baseline" in arguments:
        index = arguments.index("--baseline")
        baseline_dir = arguments[index + 1]
        del arguments[index:index + 2]
    testing = "--self-test" in arguments
    arguments = [a for a in arguments if a not in ("--update", "--self-test")]
    build = arguments[0] if arguments else ".build/debug"
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    if not shutil.which("swift-api-digester"):
        sys.exit("api-check: swift-api-digester is not on PATH (it ships with the Swift toolchain)")
    if testing:
        self_test(build)
        return
    changed = check(build, baseline_dir, update)
    if update:
        print(f"api-check: baseline written for {len(MODULES)} modules in {baseline_dir}/")
        return
    if changed:
        print(f"\napi-check: the public API of {', '.join(changed)} differs from the baseline above.\n"
              "If the change is on purpose, run `make api-baseline` (scripts/api-check.py --update) and\n"
              "commit api/ with a note in the commit message saying what changed for embedders.")
        sys.exit(1)
    print(f"api-check: the public API of {len(MODULES)} modules matches {baseline_dir}/")


main()
