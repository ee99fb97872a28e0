import ArgumentParser
import Foundation
import ShortcutEditor
import ShortcutKit
import TerminalNcurses
import TerminalUI

/// `shortcuts`: compose, run and inspect shortcuts from the terminal.
@main
struct ShortcutsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shortcuts",
        abstract: "Build, run and inspect shortcuts: chains of actions from your apps.",
        discussion: """
            The library lives in $SHORTCUTS_HOME (default: $XDG_DATA_HOME/shortcuts or \
            ~/.local/share/shortcuts) and is created with example shortcuts on first use. The Files \
            app serves $SHORTCUTS_FILES_ROOT (default: your home folder).

            Exit codes: 0 success, 64 usage error, 65 invalid shortcut, 66 shortcut or file not found, \
            69 a prompt needed an answer but the run is not interactive, 70 the run failed, 77 not permitted \
            (a script, network or delete action that is not allowed, or a shortcut that is not trusted), 130 cancelled.
            """,
        version: ProductVersion.current,
        subcommands: [
            RunCommand.self, RunsCommand.self, AutomationsCommand.self, ListCommand.self, ViewCommand.self,
            ValidateCommand.self, ImportCommand.self, ExportCommand.self,
            ActionsCommand.self, EntitiesCommand.self, MetadataCommand.self, FormatCommand.self, TrustCommand.self,
            AppsCommand.self, SecretsCommand.self, ModelsCommand.self, MCPCommand.self, TestCommand.self,
        ]
    )

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The editor's colour theme: a file's name (without extension) in $XDG_CONFIG_HOME/shortcuts/themes, or a bundled one. Remembered in $XDG_CONFIG_HOME/shortcuts/config.json for later runs.",
            valueName: "name"))
    var theme: String?

    /// With no subcommand: the full-screen editor on the library.
    func run() async throws {
        CrashReporterChoice.startNonInteractive()
        let environment = ProcessInfo.processInfo.environment
        let (chosenTheme, themeName) = try Self.theme(named: theme, environment: environment)
        let config = UserConfig(environment: environment)
        let themes = ThemeOptions(
            names: BundledThemes.names(environment: environment), current: themeName,
            load: { name in try BundledThemes.resolve(name, environment: environment) },
            remember: { name in
                guard let config else {
                    throw UserConfig.ConfigError(description: "neither XDG_CONFIG_HOME nor HOME is set")
                }
                try config.remember(theme: name)
            })
        let loaded = try await Environment.load()
        let safety = try loaded.safetyPolicy(confirmer: nil, lenient: true)
        // The picker offers the stored secrets' names (read once, at start).
        let secrets = loaded.secretStore
        let names = try? await secrets.names()
        let app = ShortcutsApp(
            environment: EditorEnvironment(
                catalog: loaded.catalog.with(secretNames: names.map(Set.init)), library: loaded.library, themes: themes,
                allowed: safety.allowed, trust: loaded.trustStore, configHint: safety.configHint, secrets: secrets,
                runs: RunStore(home: loaded.home),
                // The editor starts with a config file it cannot read (it says so itself).
                runRetention: (try? config?.runRetention()) ?? .standard,
                automations: AutomationInstaller(home: loaded.home)))
        try await MainActor.run {
            do {
                _ = try Terminal.run(app, options: Terminal.Options(theme: chosenTheme, environment: environment))
            } catch {
                complain("\(error)")
                throw Exit.runFailed
            }
        }
    }

    /// The theme to draw with, and its name: `--theme NAME`, which is then remembered in the config file, or
    /// else the one the config file remembers, or else the default. A bad name or a broken config
    /// file stops here with a message naming it, before the terminal changes mode.
    static func theme(named requested: String?, environment: [String: String]) throws -> (theme: Theme, name: String) {
        let config = UserConfig(environment: environment)
        do {
            if let requested {
                let theme = try BundledThemes.resolve(requested, environment: environment)
                do {
                    try config?.remember(theme: requested)
                } catch {
                    // The theme still applies to this run; only remembering it failed.
                    complain("warning: the theme is not remembered: \(error)")
                }
                return (theme, requested)
            }
            guard let config, let remembered = try config.theme() else { return (.default, "default") }
            do {
                return (try BundledThemes.resolve(remembered, environment: environment), remembered)
            } catch {
                throw UserConfig.ConfigError(
                    description: "\(config.url.path): \"theme\": \(error) (choose another with --theme NAME)")
            }
        } catch {
            complain("\(error)")
            throw Exit.usage
        }
    }
}
