import LayoutModel

extension IBSceneBuilder {
    /// The margins of the `tableViewCellContentView` of a cell that is the top-level
    /// view of a xib and records none: what the Xcode that saved the file gave it.
    ///
    /// Decision (facts/uikit-defaults.md §4 leaves the values unconfirmed), from the
    /// recorded frames of views pinned to a xib cell's margins:
    /// - Xcode 12 and later (`toolsVersion` 17000 on): 11 points top and bottom, the
    ///   design device's minimum side margin (16 compact, 20 regular) leading and
    ///   trailing. LedgerTableViewCell (retina4_7) places a stack `topMargin + 8` at y 19,
    ///   `bottomMargin − 4` at 15 from the bottom and on the side margins at x 16;
    ///   NetNewsWire's storyboard cells put labels at y 11 too.
    /// - Xcode 9 to 11 (13000 to 16999, the iOS 11–13 SDKs): 11 top and bottom, but 15
    ///   on the sides where the device's minimum is 16 (iOS 11's 15-point cell inset);
    ///   20 stays 20. Real cells of Xcode 10.2 to 11 on a 4.7-inch canvas sit at x 15,
    ///   y 11; one of Xcode 11 on a 6.1-inch canvas at x 20.
    /// - Except Xcode 10.0 and 10.1 (14000 to 14809, the iOS 12.0–12.1 SDKs), which give
    ///   the device's minimum as Xcode 12 does: their 11 compact cells seen (ProtonVPN,
    ///   openHAB and WooCommerce, `toolsVersion` 14313 to 14490, 4.7- and 6.1-inch
    ///   canvases) all sit at x 16, while those of 14810 (Xcode 10.2) to 15505 sit at 15
    ///   (six cells in ProtonVPN, Open Food Facts and WooCommerce at 14868 and later; the
    ///   fourth wild sweep's eight LoopKit cells of 14810.11 to 14854.2, one of them 600
    ///   points wide, so Xcode 10.2's first builds are already back at 15).
    /// - Xcode 8 and earlier (below 13000, the iOS 10 SDK): UIView's default 8 on every
    ///   side, with no table to raise them. Every such cell seen (Xcode 8.1 to 8.2, nine
    ///   cells in two repositories) sits at x 8, y 8.
    ///
    ///
    /// A cell recorded at most 320 points wide (``compactCellWidth``) gets 16 on the sides
    /// whatever the device: Interface Builder lays it out as in a table that narrow. From
    /// recorded frames (the second wild sweep, FIDELITY.md): 320-point cells on a 6.1-inch
    /// (414-point) canvas sit 16 from their content view's sides in 60 constraints of
    /// WooCommerce, OsmAnd, the Corona-Warn-App and Santander cells (Xcode 12 to 15), and
    /// on a 5.5-inch one too; wider cells on the same canvas (331 to 462 points) sit at 20.
    ///
    /// Only a xib's top-level cell: there is no table, so Interface Builder lays the cell
    /// out with its own defaults. A cell inside a storyboard's table gets its margins from
    /// the table at solve time (``TableCellMargins``, applied by the engine): the same 11
    /// and side margins where the content view spans the cell, 8 beside an accessory.
    ///
    /// Xcode 9 to 11's 15 is the compact device's: a 320-point cell on a wide canvas,
    /// narrowed from the device's 20 to 16 by its width, keeps 16. The fifth wild sweep's
    /// cells of `toolsVersion` 15702 and 16096 on 6.1-inch canvases (Onion Browser's
    /// bookmark, circuit-node and security-level cells, ProtonVPN's two troubleshooting
    /// cells) all sit 16 from their content view's sides, where 320-point cells of 14868
    /// and 15505 on 4.7-inch canvases sit at 15.
    ///
    /// - Parameter cellWidth: the cell's recorded width, when the file gives one.
    func tableCellContentMargins(cellWidth: Double?) -> DirectionalInsets {
        var deviceSide = cellContentSideMargin
        let compactDevice = deviceSide <= 16
        if let cellWidth, cellWidth <= Self.compactCellWidth { deviceSide = min(deviceSide, 16) }
        switch Self.cellMarginEra(toolsVersion: toolsVersion) {
        case .uniformEight:
            return DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        case .fifteenOnCompactSides:
            let side = deviceSide == 16 && compactDevice ? 15 : deviceSide
            return DirectionalInsets(top: 11, leading: side, bottom: 11, trailing: side)
        case .current:
            return DirectionalInsets(top: 11, leading: deviceSide, bottom: 11, trailing: deviceSide)
        }
    }

    /// The widest cell Interface Builder gives the compact 16-point side margins on any
    /// canvas: the width of the narrowest iPhone.
    static let compactCellWidth: Double = 320

    /// Which of the generations of ``tableCellContentMargins`` saved a file.
    enum CellMarginEra: Equatable {
        /// Xcode 8 and earlier.
        case uniformEight
        /// Xcode 9 to 11, but for Xcode 10.0 and 10.1.
        case fifteenOnCompactSides
        /// Xcode 10.0 and 10.1, Xcode 12 on, and a file that gives no readable `toolsVersion`.
        case current
    }

    /// The era of `toolsVersion` (`11762`, `16097.3`, `32700.99.1234`): its leading
    /// integer decides.
    static func cellMarginEra(toolsVersion: String?) -> CellMarginEra {
        guard let text = toolsVersion, let major = Int(text.prefix { $0.isNumber }) else { return .current }
        switch major {
        case ..<13000: return .uniformEight
        case 14000..<14810: return .current
        case ..<17000: return .fifteenOnCompactSides
        default: return .current
        }
    }
}
