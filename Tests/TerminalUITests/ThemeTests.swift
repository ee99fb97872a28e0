import BlockingTestSupport
import Foundation
import Testing

@testable import TerminalUI

@Suite("Themes")
struct ThemeTests {
    static let themes = TestRepository.root.appendingPathComponent("themes")

    @Test("themes/default.json is the built-in default")
    func defaultFile() throws {
        let theme = try Theme.load(contentsOf: Self.themes.appendingPathComponent("default.json"))
        #expect(theme == Theme.default)
    }

    @Test("Every bundled theme loads", arguments: ["default", "light", "high-contrast", "base16-ocean"])
    func bundled(name: String) throws {
        let theme = try ThemeCatalog(directories: [Self.themes]).theme(named: name)
        #expect(!theme.name.isEmpty)
        #expect(Role.allCases.allSatisfy { theme.roles[$0] != nil })
        // What colour set apart must stay apart without colour.
        let selection = theme.resolve(.selection, for: .none).attributes
        #expect(!selection.isDisjoint(with: [.reverse, .bold, .underline]))
        #expect(theme.resolve(.selection, for: .none) != theme.resolve(.text, for: .none))
    }

    @Test("The catalog lists the bundled themes")
    func catalog() {
        #expect(
            ThemeCatalog(directories: [Self.themes]).names == ["base16-ocean", "default", "high-contrast", "light"])
        #expect((try? ThemeCatalog(directories: []).theme(named: "default")) == Theme.default)
        #expect(throws: ThemeError.self) { try ThemeCatalog(directories: [Self.themes]).theme(named: "nope") }
    }

    @Test("A base16 scheme maps onto the roles")
    func base16() throws {
        let theme = try Theme.load(contentsOf: Self.themes.appendingPathComponent("base16-ocean.yaml"))
        #expect(theme.name == "Ocean")
        #expect(theme[.text] == RoleStyle(foreground: .rgb(0xC0, 0xC5, 0xCE), background: .rgb(0x2B, 0x30, 0x3B)))
        #expect(theme[.selection].background == .rgb(0x4F, 0x5B, 0x66))
        #expect(theme[.error].foreground == .rgb(0xBF, 0x61, 0x6A))
    }

    @Test("A base16 scheme nested under palette:, with # colours and comments")
    func base16Palette() throws {
        let lines = (0..<16).map {
            "  base0\(String($0, radix: 16).uppercased()): \"#0000\(String(format: "%02x", $0))\" # colour \($0)"
        }
        let text = "system: \"base16\"\nname: \"Numbers\"\npalette:\n" + lines.joined(separator: "\n") + "\n"
        let theme = try Theme.fromBase16(text, file: "numbers.yaml")
        #expect(theme.name == "Numbers")
        #expect(theme[.text].foreground == .rgb(0, 0, 5))
    }

    @Test("A base16 scheme missing a colour names it")
    func base16Missing() {
        #expect(
            throws: ThemeError(
                file: "x.yaml", location: "base00", message: "missing: a base16 scheme needs base00 to base0F")
        ) {
            try Theme.fromBase16("scheme: X\n", file: "x.yaml")
        }
    }

    @Test(
        "Theme file errors name the file and the place",
        arguments: [
            (#"{"roles": {"selecton": {}}}"#, "roles.selecton"),
            (#"{"roles": {"text": {"fg": "bleu"}}}"#, "roles.text.fg"),
            (#"{"roles": {"text": {"fg": 300}}}"#, "roles.text.fg"),
            (#"{"roles": {"text": {"attributes": ["blink"]}}}"#, "roles.text.attributes"),
            (#"{"roles": {"text": {"colour": "red"}}}"#, "roles.text.colour"),
            (#"{"colours": {}}"#, "colours"),
        ])
    func errors(json: String, location: String) {
        do {
            _ = try Theme.fromJSON(Data(json.utf8), file: "bad.json")
            Issue.record("expected an error")
        } catch let error as ThemeError {
            #expect(error.location == location)
            #expect(error.description.hasPrefix("bad.json: \(location): "))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("Palette names, indexes and hex colours; missing roles come from the default")
    func parsing() throws {
        let json =
            ##"{"name": "t", "palette": {"sea": "#5fafd7"}, "roles": {"accent": {"fg": "sea", "bg": 236, "attributes": ["bold", "underline"]}}}"##
        let theme = try Theme.fromJSON(Data(json.utf8), file: "t.json")
        #expect(
            theme[.accent]
                == RoleStyle(
                    foreground: .rgb(0x5F, 0xAF, 0xD7), background: .indexed(236), attributes: [.bold, .underline]))
        #expect(theme[.selection] == Theme.default[.selection])
    }

    @Test("Colours degrade: 24-bit → 256 → 16 → none")
    func degradation() {
        let sea = Color.rgb(0x5F, 0xAF, 0xD7)
        #expect(sea.degraded(to: .truecolor) == sea)
        #expect(sea.degraded(to: .indexed256) == .indexed(74))
        #expect(sea.degraded(to: .ansi16) == .ansi(6))
        #expect(sea.degraded(to: .none) == .default)
        #expect(Color.rgb(0x30, 0x30, 0x30).degraded(to: .indexed256) == .indexed(236))
        #expect(Color.indexed(196).degraded(to: .ansi16) == .ansi(9))
        #expect(Color.indexed(3).degraded(to: .indexed256) == .ansi(3))
        #expect(Color.ansi(12).degraded(to: .ansi16) == .ansi(12))
    }

    @Test("Resolving a style: colours for the capability, attributes added, monochrome without colour")
    func resolve() {
        let theme = Theme.default
        #expect(
            theme.resolve(.selection, for: .ansi16)
                == ResolvedStyle(foreground: .ansi(15), background: .ansi(4), attributes: .bold))
        #expect(
            theme.resolve(Style(.selection, .underline), for: .none)
                == ResolvedStyle(attributes: [.bold, .reverse, .underline]))
        #expect(theme.resolve(.placeholder, for: .none) == ResolvedStyle(attributes: [.italic, .dim]))
    }

    @Test(
        "Colour capability from the environment",
        arguments: [
            ([:], ColorCapability.none),
            (["TERM": "dumb"], .none),
            (["TERM": "xterm-256color", "NO_COLOR": "1"], .none),
            (["TERM": "xterm-256color", "NO_COLOR": ""], .indexed256),
            (["TERM": "xterm-256color", "COLORTERM": "truecolor"], .truecolor),
            (["TERM": "xterm", "COLORTERM": "24bit"], .truecolor),
            (["TERM": "xterm-direct"], .truecolor),
            (["TERM": "tmux-256color"], .indexed256),
            (["TERM": "screen"], .ansi16),
            (["TERM": "linux"], .ansi16),
        ])
    func capability(environment: [String: String], expected: ColorCapability) {
        #expect(ColorCapability.detect(environment: environment) == expected)
    }
}
