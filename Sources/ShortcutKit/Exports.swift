// A host imports ShortcutKit and sees the whole engine: the model and the engine below the
// standard actions are re-exported, so the layers are modules without every client naming three.
@_exported import ShortcutEngine
@_exported import ShortcutModel
