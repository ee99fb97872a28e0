import ArgumentParser
import Foundation
import ShortcutEditor
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
            69 a prompt needed an answer but the run is not interactive, 70 the run failed, 130 cancelled.
            """,
        subcommands: [RunCommand.self, ListCommand.self, ViewCommand.self, ValidateCommand.self,
                      ActionsCommand.self, EntitiesCommand.self, MetadataCommand.self, FormatCommand.self]
    )

    @Option(name: .long, help: ArgumentHelp(
        "The editor's colour theme: a file's name (without extension) in $XDG_CONFIG_HOME/shortcuts/themes, or a bundled one.",
        valueName: "name"))
    var theme: String?

    /// With no subcommand: the full-screen editor on the library.
    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let chosenTheme: Theme
        do {
            chosenTheme = try BundledThemes.resolve(theme, environment: environment)
        } catch {
            complain("\(error)")
            throw Exit.usage
        }
        let loaded = try await Environment.load()
        let app = ShortcutsApp(environment: EditorEnvironment(catalog: loaded.catalog, library: loaded.library))
        try await MainActor.run {
            do {
                _ = try Terminal.run(app, options: Terminal.Options(theme: chosenTheme, environment: environment))
            } catch {
                complain("\(error)")
                throw Exit.runFailed
            }
        }
    }
}
