// `import AppIntents` makes Foundation visible (`Date`, `URL`, `Data`, `UUID`, `Measurement`), and
// App Intents code relies on it without importing Foundation itself; `import IntentKit` does the same.
@_exported import Foundation
