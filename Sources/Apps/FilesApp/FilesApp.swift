// FilesApp: a bundled app, written only against IntentKit (and GRDB for its data), as a
// third party would write it.
