"""Member-level coverage of Apple's App Intents interface by IntentKit (used by
scripts/intentkit-coverage).

Apple's side is read from the `.swiftinterface`: every public initializer, method, property,
subscript, enum case, associated type and type alias, and the protocol requirements, under the
type (or extension) that declares them, named as Swift's symbol graphs name them
(`IntentParameter.requestValue(_:)`, `DisplayRepresentation.Image.init(named:isTemplate:)`).
Extensions with `where` clauses count under the type they extend; overloads with the same labels
are one member.

IntentKit's side is its symbol graph (`swift-symbolgraph-extract` on the built module), so a
member counts as present only when the compiler sees it public under the same name. Two things a
symbol graph does not spell as Apple's interface does are matched by rule:

- a variadic builder (`buildBlock(_ parts: P...)`) stands for Apple's fixed-arity overloads;
- witnesses the compiler infers from a conformance (`StringLiteralType` of
  `ExpressibleByStringLiteral`, `AllCases` of `CaseIterable`, `RawValue` of `RawRepresentable`,
  `Element` and `Iterator` of `Sequence`) are present when IntentKit's type conforms.
"""
import json
import pathlib
import re
import subprocess
from collections import defaultdict

MODULES = ("AppIntents", "Swift", "Foundation", "CoreGraphics", "CoreLocation", "UniformTypeIdentifiers",
           "SwiftUI", "_Concurrency", "Contacts", "CoreTransferable")
TYPE_DECL = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?P<mods>(?:(?:public|open|final|indirect)\s+)*)"
    r"(?P<kind>protocol|struct|class|enum|actor)\s+(?P<name>\w+)")
EXT_DECL = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*extension\s+(?P<name>[\w.]+)")
MEMBER = re.compile(
    r"^(?P<pre>(?:@\w+(?:\([^)]*\))?\s+|(?:public|open|final|static|class|convenience|required|override|"
    r"mutating|nonmutating|nonisolated|dynamic|optional|lazy|indirect|prefix|postfix|infix)\s+)*)"
    r"(?P<kind>func|init\??!?|var|let|subscript|case|associatedtype|typealias)\b(?P<rest>.*)$")
DECL_WORDS = re.compile(r"\b(func|init|var|let|subscript|case|associatedtype|typealias|struct|class|enum|protocol|actor|extension)\b")

# Witnesses of Apple's underscored `_IntentValue` protocol: how Apple's resolvers find a value's
# conversions. App code does not name them, and IntentKit converts values otherwise (docs/intentkit.md).
RESOLVER_WITNESSES = {"defaultResolverSpecification", "Specification", "UnwrappedType", "ValueType"}
# Witnesses inferred from a conformance, by the protocol that implies them.
INFERRED = {
    "StringLiteralType": ("ExpressibleByStringLiteral", "ExpressibleByStringInterpolation",
                          "StringInterpolationProtocol"),
    "ExtendedGraphemeClusterLiteralType": ("ExpressibleByStringLiteral", "ExpressibleByStringInterpolation"),
    "UnicodeScalarLiteralType": ("ExpressibleByStringLiteral", "ExpressibleByStringInterpolation"),
    "StringInterpolation": ("ExpressibleByStringInterpolation",),
    "AllCases": ("CaseIterable",),
    "allCases": ("CaseIterable",),
    "RawValue": ("RawRepresentable",),
    "rawValue": ("RawRepresentable",),
    "init(rawValue:)": ("RawRepresentable",),
    "Element": ("Sequence", "Collection"),
    "Iterator": ("Sequence", "Collection"),
    "hashValue": ("Hashable",),
    "hash(into:)": ("Hashable",),
    "==(_:_:)": ("Equatable", "Hashable"),
}


def _strip_module(name: str) -> str:
    parts = name.split(".")
    while parts and parts[0] in MODULES:
        parts = parts[1:]
    return ".".join(parts)


def _split_top(text: str) -> list[str]:
    depth, current, out = 0, "", []
    # An arrow's `>` closes nothing.
    for ch in text.replace("->", "→"):
        if ch in "([<":
            depth += 1
        elif ch in ")]>":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(current)
            current = ""
        else:
            current += ch
    if current.strip():
        out.append(current)
    return out


def _parenthesised(rest: str) -> str:
    """The text inside the first parenthesis at depth 0 after a generic clause."""
    start = 0
    if rest.startswith("<"):
        depth = 0
        for index, ch in enumerate(rest.replace("->", "→")):
            depth += ch == "<"
            depth -= ch == ">"
            if ch == ">" and depth == 0:
                start = index + 1
                break
    opening = rest.find("(", start)
    if opening < 0:
        return ""
    depth = 0
    rest = rest.replace("->", "→")
    for index in range(opening, len(rest)):
        depth += rest[index] == "("
        depth -= rest[index] == ")"
        if depth == 0:
            return rest[opening + 1:index]
    return rest[opening + 1:]


def _labels(parameters: str, operator: bool = False, subscript: bool = False) -> str:
    labels = []
    for parameter in _split_top(parameters):
        # Attributes first (`@escaping`, `@AppIntents.ParameterSummaryCaseBuilder<Intent, Value>`).
        parameter = re.sub(r"^\s*(?:@[\w.]+(?:<[^>]*>)?(?:\([^)]*\))?\s*)+", "", parameter)
        words = parameter.split(":")[0].split()
        if not words:
            continue
        if operator or (subscript and len(words) < 2):
            labels.append("_")
        else:
            labels.append(words[0])
    return "".join(label + ":" for label in labels)


def _names(kind: str, rest: str) -> list[str]:
    rest = rest.strip()
    if kind.startswith("init"):
        return [f"init({_labels(_parenthesised(rest))})"]
    if kind == "func":
        match = re.match(r"`?(\w+)`?|([^\s(<]+)", rest)
        name = match.group(1) or match.group(2)
        operator = match.group(1) is None
        return [f"{name}({_labels(_parenthesised(rest[match.end():].lstrip()), operator=operator)})"]
    if kind == "subscript":
        return [f"subscript({_labels(_parenthesised(rest), subscript=True)})"]
    if kind in ("var", "let", "associatedtype", "typealias"):
        match = re.match(r"`?(\w+)`?", rest)
        return [match.group(1)] if match else []
    if kind == "case":
        out = []
        for case in _split_top(rest):
            match = re.match(r"\s*`?(\w+)`?\s*(?:\((.*)\))?", case)
            if not match:
                continue
            if match.group(2) is None:
                out.append(match.group(1))
            else:
                labels = "".join((p.split(":")[0].strip() if ":" in p else "_") + ":" for p in _split_top(match.group(2)))
                out.append(f"{match.group(1)}({labels})")
        return out
    return []


def apple_members(interface: pathlib.Path) -> dict[str, str]:
    """Apple's public members, `Owner.name(labels:)` → the kind of declaration."""
    stack: list[tuple[str | None, bool]] = []  # (owner, is a protocol)
    pending: list[str] = []
    members: dict[str, str] = {}
    for raw in interface.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or line.startswith("//"):
            continue
        if line == "}":
            if stack:
                stack.pop()
            continue
        if line.startswith("@") and not DECL_WORDS.search(re.sub(r"\([^)]*\)", "", line)):
            pending.append(line)
            continue
        attributes = " ".join(pending) + " " + line
        pending = []
        opens = line.endswith("{")
        owner, in_protocol = stack[-1] if stack else (None, False)
        unavailable = re.search(r"@available\((\*|iOS),\s*unavailable", attributes)
        extension = EXT_DECL.match(line)
        if extension:
            if opens:
                name = _strip_module(re.sub(r"<.*", "", extension.group("name")))
                stack.append((None if unavailable else name, False))
            continue
        declared = TYPE_DECL.match(line)
        if declared:
            if opens:
                name = declared.group("name")
                public = bool(re.search(r"\b(public|open)\b", declared.group("mods"))) or in_protocol
                nested = f"{owner}.{name}" if owner else (name if not stack else None)
                usable = public and not name.startswith("_") and not unavailable and nested
                stack.append((nested if usable else None, declared.group("kind") == "protocol"))
            continue
        member = MEMBER.match(line)
        if member and owner and not unavailable and not owner.split(".")[-1].startswith("_"):
            kind = member.group("kind").rstrip("?!")
            public = bool(re.search(r"\b(public|open)\b", member.group("pre"))) or in_protocol or kind == "case"
            if public:
                for name in _names(kind, member.group("rest")):
                    if not name.startswith("_") and not name.startswith("$"):
                        members.setdefault(f"{owner}.{name}", kind)
        if opens:
            stack.append((None, False))
    return members


class Ours:
    """IntentKit's public symbols, from its symbol graph."""

    def __init__(self, graph: pathlib.Path):
        self.keys: set[str] = set()
        # Macros by name: a macro is counted only when IntentKit declares one.
        self.macros: set[str] = set()
        # The names a function answers to with its defaulted arguments left out.
        self.callable: set[str] = set()
        self.variadic: set[str] = set()
        self.conformances: dict[str, set[str]] = defaultdict(set)
        # Type aliases to a type of IntentKit's (`IntentParameter.DateKind` = `IntentParameterDateKind`):
        # Apple's nested names that IntentKit declares once at the top level.
        self.aliases: dict[str, str] = {}
        paths: dict[str, str] = {}
        for file in sorted(graph.glob("IntentKit*.symbols.json")):
            data = json.loads(file.read_text(encoding="utf-8"))
            for symbol in data["symbols"]:
                key = ".".join(symbol["pathComponents"])
                self.keys.add(key)
                paths[symbol["identifier"]["precise"]] = key
                declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
                if "..." in declaration or "repeat each" in declaration:
                    self.variadic.add(key.split("(")[0])
                self.callable.update(_shortened(key, declaration))
                if symbol["kind"]["identifier"] == "swift.macro":
                    self.macros.add(symbol["pathComponents"][-1].split("(")[0])
                if symbol["kind"]["identifier"] == "swift.typealias":
                    target = re.fullmatch(r".*?=\s*(?:IntentKit\.)?([A-Za-z_][\w.]*)", declaration)
                    if target:
                        self.aliases[key] = target.group(1)
            for relation in data["relationships"]:
                if relation["kind"] == "conformsTo" and relation["source"] in paths:
                    target = relation.get("targetFallback") or paths.get(relation["target"], "")
                    self.conformances[paths[relation["source"]]].add(target.split(".")[-1])

    def has_type(self, name: str) -> bool:
        """Whether IntentKit declares a type, protocol, alias or macro of this name."""
        return name in self.keys

    def has(self, key: str) -> bool:
        if key in self.keys or key in self.callable:
            return True
        owner, member = split(key)
        for alias, target in self.aliases.items():
            if owner == alias or owner.startswith(alias + "."):
                return self.has(target + owner[len(alias):] + "." + member)
        owner, member = split(key)
        base = member.split("(")[0]
        if "(" in member and f"{owner}.{base}" in self.variadic and set(member[len(base):]) <= set("(_:)"):
            return True
        implied = INFERRED.get(member)
        if implied and self.conformances.get(owner, set()) & set(implied):
            return True
        # A member a protocol gets from one it refines (`AppIntent.persistentIdentifier` from
        # `PersistentlyIdentifiable`).
        return any(
            f"{parent}.{member}" in self.keys or f"{parent}.{member}" in self.callable
            for parent in self.conformances.get(owner, set()))


def _shortened(key: str, declaration: str) -> set[str]:
    """The names `key` (a function) is also called by, leaving out arguments with defaults."""
    if "(" not in key or "=" not in declaration:
        return set()
    base = key.split("(")[0]
    labels = key[len(base) + 1:-1].split(":")[:-1]
    parameters = _split_top(_parenthesised(declaration[declaration.find("("):]))
    if len(parameters) != len(labels):
        return set()
    defaulted = [index for index, parameter in enumerate(parameters) if "=" in parameter]
    if len(defaulted) > 10:
        return set()
    names = set()
    for mask in range(1, 1 << len(defaulted)):
        dropped = {defaulted[bit] for bit in range(len(defaulted)) if mask >> bit & 1}
        kept = [label for index, label in enumerate(labels) if index not in dropped]
        names.add(f"{base}(" + "".join(label + ":" for label in kept) + ")")
    return names


def split(key: str) -> tuple[str, str]:
    """`Owner.Nested.member(labels:)` → (`Owner.Nested`, `member(labels:)`)."""
    head = key.split("(")[0]
    owner = head.rsplit(".", 1)[0]
    return owner, key[len(owner) + 1:]


def symbol_graph(root: pathlib.Path, out: pathlib.Path) -> pathlib.Path:
    """Extracts IntentKit's symbol graph from the debug build (`swift build` first)."""
    modules = root / ".build" / "debug" / "Modules"
    if not (modules / "IntentKit.swiftmodule").exists():
        raise SystemExit("IntentKit is not built: run `swift build --target IntentKit` first")
    out.mkdir(parents=True, exist_ok=True)
    triple = subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True, check=True)
    target = json.loads(triple.stdout)["target"]["triple"]
    subprocess.run(
        ["swift-symbolgraph-extract", "-module-name", "IntentKit", "-target", target, "-I", str(modules),
         "-output-dir", str(out), "-minimum-access-level", "public"], check=True)
    return out
