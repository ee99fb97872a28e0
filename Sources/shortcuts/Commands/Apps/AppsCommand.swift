import ArgumentParser

/// `shortcuts apps …`: the apps that run as their own programs (manifests in the home's `apps`
/// folder) and the Scripts app's folder.
struct AppsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apps", abstract: "List, add, remove and check installed apps and scripts.",
        discussion: """
            An app that runs as its own program is declared by a manifest in \
            $SHORTCUTS_HOME/apps (one NAME.json each); script actions are executable files \
            in $SHORTCUTS_HOME/scripts (docs/scripts.md).
            """,
        subcommands: [AppsListCommand.self, AppsAddCommand.self, AppsRemoveCommand.self, AppsCheckCommand.self])
}
