import IntentKit
import ShortcutsTestSupport
import Testing

@testable import ShortcutEditor

@Suite struct SectionedOptions {
    @Test func aPromptsOptionShowsItsSectionBesideItsSubtitle() {
        #expect(RunView.detail(of: PromptOption(title: "Home", value: "Home")) == nil)
        #expect(RunView.detail(of: PromptOption(title: "Home", value: "Home", section: "Nearby")) == "Nearby")
        #expect(
            RunView.detail(of: PromptOption(title: "Office", subtitle: "Floor 3", value: "Office", section: "Nearby"))
                == "Nearby · Floor 3")
        #expect(RunView.detail(of: PromptOption(title: "Office", subtitle: "Floor 3", value: "Office")) == "Floor 3")
    }
}
