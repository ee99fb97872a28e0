import BundledContent

/// How many example shortcuts a new library is seeded with: every file of `shortcuts/`, so a
/// new example changes no test that counts the library.
let bundledExampleCount = ExampleShortcuts.all.count
