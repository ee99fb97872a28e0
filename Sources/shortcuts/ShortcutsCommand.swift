import ArgumentParser
import Foundation

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

    func run() async throws {
        // The editor arrives in a later release; until then, no arguments means help.
        print(Self.helpMessage())
    }
}
