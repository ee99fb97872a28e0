import AppProtocolClient
import ShortcutsTestSupport

extension ExternalAppLimits {
    /// Limits for tests that start an app in process: two minutes to start and answer, so a
    /// loaded machine's slow python is not taken for a hang (the limits only catch hangs).
    static let generousForTests = ExternalAppLimits(
        startTimeout: .seconds(120), callTimeout: .seconds(120), performTimeout: .seconds(120))
}
