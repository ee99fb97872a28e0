/// How a built-in action holds other actions: its bodies, what the actions in them see, and the
/// cards that close and divide it. Declared by If, Repeat, Repeat with Each and Choose from Menu
/// (``BuiltInDescriptor/block``) and read by the walks that meet a block: the scope and type
/// engine (the loop around a body), the sentence listing and the editor's cards (the words
/// between and after the bodies). The layout and ``ActionPath`` number the bodies in the order
/// ``Action/bodies`` gives them.
package struct BuiltInBlock: Sendable, Equatable {
    /// Where the bodies are, in the order the layout numbers them (an ``ActionPath`` step's body).
    package enum Bodies: Sendable, Equatable {
        /// A fixed body per member: If's `then` and `else`, a Repeat's `do`. A card with the
        /// member's title divides one body from the next ("Otherwise").
        case members([SlotID])
        /// A body per item of a member, each under a card with its item's title (Choose from
        /// Menu's `items`).
        case items(SlotID)
    }

    /// What the actions inside see besides what ran before the block.
    package enum Loop: Sendable, Equatable {
        /// Repeat Index, counting the passes (Repeat).
        case counted
        /// Repeat Item, each item of the list in the value member, and Repeat Index (Repeat with
        /// Each).
        case each(SlotID)
    }

    package let bodies: Bodies
    /// The loop around the bodies; `nil` when they run at most once.
    package let loop: Loop?
    /// The card after the last body ("End If").
    package let closing: String

    package init(bodies: Bodies, loop: Loop? = nil, closing: String) {
        self.bodies = bodies
        self.loop = loop
        self.closing = closing
    }
}
