import Foundation
import LayoutModel
import Testing

@testable import LayoutDB

/// The guide's later chapters: programmatic constraints, size classes, scroll views,
/// self-sizing cells, changing constraints, stack views and debugging (the fixtures and
/// helpers are in `AutoLayoutGuideExampleTests.swift`).
extension AutoLayoutGuideExampleTests {
    // MARK: - Programmatically Creating Constraints

    /// Listing 13-1 (anchors to the margins guide), 13-2 (`NSLayoutConstraint` with the
    /// `leadingMargin` attributes) and 13-3 (`|-[myView]-|`, whose `-` to the superview
    /// is 0 to its margins), each with the 1:2 aspect ratio (height = 2 × width) the
    /// guide gives 13-1 and 13-2 and says VFL cannot say (the fixture adds it as an
    /// equation), and a top at the root's top. Portrait: 375 − 32 = 343 wide, 686 high;
    /// landscape (margins 20): 627 by 1254. Taller than the screen, so clipped: a
    /// warning, as the guide's ratio asks for it.
    @Test("Programmatically Creating Constraints: Listings 13-1, 13-2 and 13-3 give one frame")
    func programmaticListings() throws {
        for name in ["programmatic-anchors", "programmatic-layout-constraint", "programmatic-visual-format"] {
            let portrait = try Self.solve(name)
            #expect(portrait.frames["myView"] == Self.rect(16, 0, 343, 686), "\(name)")
            #expect(portrait.kinds == ["clippedBySuperview"], "\(name)")
            let landscape = try Self.solve(name, orientation: .landscape)
            #expect(landscape.frames["myView"] == Self.rect(20, 0, 627, 1254), "\(name)")
        }
    }

    /// The Visual Format Language example `H:|-[label(labelHeight)]-16-[imageView(>=250,<=300)]-16-[button(88@250)]-|`
    /// (labelHeight 50, the views plain so only the format sizes them). Portrait:
    /// 375 − 16 − 16 = 343 for 50 + 16 + imageView + 16 + button, so imageView +
    /// button = 261: the image view at its required minimum 250 and the button, whose
    /// 88 is only preferred, 11. Landscape (margins 20): 545 to share; the image view
    /// stops at its maximum 300 and the button takes 245, still not its 88.
    @Test("Visual Format Language: the label, image view and button row in both orientations")
    func visualFormatRow() throws {
        let portrait = try Self.solve("visual-format-row")
        #expect(portrait.frames["label"] == Self.rect(16, 20, 50, 40))
        #expect(portrait.frames["imageView"] == Self.rect(82, 20, 250, 40))
        #expect(portrait.frames["button"] == Self.rect(348, 20, 11, 40))
        let landscape = try Self.solve("visual-format-row", orientation: .landscape)
        #expect(landscape.frames["label"] == Self.rect(20, 0, 50, 40))
        #expect(landscape.frames["imageView"] == Self.rect(86, 0, 300, 40))
        #expect(landscape.frames["button"] == Self.rect(402, 0, 245, 40))
        #expect((portrait.diagnostics + landscape.diagnostics).isEmpty)
    }

    // MARK: - Size-Class-Specific Layout

    /// Two views in a fill-equally stack between the margins, 20 below the status bar
    /// and 20 above the bottom; in compact height (the SE in landscape) the stack turns
    /// horizontal and its top constant becomes 8. Portrait: 667 − 40 − 20 = 607 high,
    /// (607 − 8) / 2 = 299.5 each; landscape: 375 − 8 − 20 = 347 high, (627 − 8) / 2 =
    /// 309.5 wide each.
    @Test("Size-Class-Specific Layout: a stack's axis and a constant change in compact height")
    func sizeClassLayout() throws {
        let portrait = try Self.solve("size-class-layout")
        #expect(portrait.frames["first"] == Self.rect(16, 40, 343, 299.5))
        #expect(portrait.frames["second"] == Self.rect(16, 347.5, 343, 299.5))
        let landscape = try Self.solve("size-class-layout", orientation: .landscape)
        #expect(landscape.frames["first"] == Self.rect(20, 8, 309.5, 347))
        #expect(landscape.frames["second"] == Self.rect(337.5, 8, 309.5, 347))
        #expect((portrait.diagnostics + landscape.diagnostics).isEmpty)
    }

    // MARK: - Working with Scroll Views

    /// The guide's recipe: a content view pinned to the scroll view's edges (its content
    /// area), as wide as the scroll view (no horizontal scrolling), and an unbroken chain
    /// down it: 20 + 300 + 20 + 400 + 20 + 200 + 20 = 980 high, so it scrolls vertically
    /// in the 647 points under the status bar. The subviews sit in the content view's
    /// 8-point margins.
    @Test("Working with Scroll Views: the content view recipe sets a 375 × 980 content size")
    func scrollViewContentView() throws {
        let solved = try Self.solve("scroll-view-content-view")
        #expect(solved.frames["scrollView"] == Self.rect(0, 20, 375, 647))
        #expect(solved.frames["contentView"] == Self.rect(0, 20, 375, 980))
        #expect(solved.frames["middle"] == Self.rect(8, 360, 359, 400))
        #expect(solved.frames["bottom"] == Self.rect(8, 780, 359, 200))
        let scroll = try #require(solved.scrollViews.first)
        #expect(scroll.contentSize == LayoutSize(width: 375, height: 980))
        #expect(solved.diagnostics.isEmpty, "\(solved.messages)")
    }

    /// "Constraints between the height, width, or centers attach to the scroll view's
    /// frame": a 200-wide content view centred on the scroll view's centre sits at
    /// (335 − 200) / 2 = 67.5 in the 335-wide frame (87.5 in the root), and its height
    /// equal to the scroll view's is the frame's 300 (step 6: no vertical scrolling).
    @Test("Working with Scroll Views: width, height and centre attach to the frame, edges to the content area")
    func scrollViewCentreAttachesToFrame() throws {
        let solved = try Self.solve("scroll-view-centered-content")
        #expect(solved.frames["contentView"] == Self.rect(87.5, 100, 200, 300))
        let scroll = try #require(solved.scrollViews.first)
        #expect(scroll.contentSize.height == 300)
        #expect(solved.diagnostics.isEmpty, "\(solved.messages)")
    }

    // MARK: - Working with Self-Sizing Table View Cells

    /// An unbroken chain from the content view's top margin to its bottom margin: 8 +
    /// 24 + 8 + 60 + 8 = 108 high (a lone cell's content margins, 8 and 16), and the row
    /// half a point more for the table's separator on the SE's @2x screen
    /// (``RowSeparator``; eighth semantics audit).
    @Test("Working with Self-Sizing Table View Cells: an unbroken chain sizes the row (108, 108.5 with the separator)")
    func selfSizingCellChain() throws {
        let solved = try Self.solve("self-sizing-cell-chain")
        #expect(solved.container == LayoutSize(width: 375, height: 108.5))
        #expect(solved.frames["title"] == Self.rect(16, 8, 343, 24))
        #expect(solved.frames["body"] == Self.rect(16, 40, 343, 60))
        #expect(solved.diagnostics.isEmpty, "\(solved.messages)")
    }

    /// The same cell with the chain broken (nothing ties the body to the bottom): the
    /// content view fits to 0 high, and UIKit, taking the collapse as unintended, lays
    /// the row out at the standard 44 points and logs its warning once
    /// (``StandardRowHeight``). layoutdb laid it out 0 high, with zero-size warnings.
    /// The body (40 to 100) hangs out of the 44-point row.
    @Test("Working with Self-Sizing Table View Cells: a broken chain gets the standard row height and UIKit's warning")
    func selfSizingCellBrokenChain() throws {
        let solved = try Self.solve("self-sizing-cell-broken-chain")
        #expect(solved.container == LayoutSize(width: 375, height: 44))
        #expect(solved.frames["cell"] == Self.rect(0, 0, 375, 44))
        #expect(solved.frames["title"] == Self.rect(16, 8, 343, 24))
        #expect(solved.kinds == ["standardRowHeight", "clippedBySuperview"], "\(solved.messages)")
        #expect(solved.messages.first == """
            Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a table view \
            cell's content view. We're considering the collapse unintentional and using standard height instead. \
            Cell: "cell"
            """)
        #expect(!solved.diagnostics.contains { $0.isError })
    }

    /// A collapse the constraints ask for stays (the content view held 0 high: the row
    /// is the separator's half point), and a collection view cell, which has no such
    /// fallback and no separator, keeps its fitted 0.
    @Test("Working with Self-Sizing Table View Cells: an intended collapse and a collection view cell stay 0 high")
    func intendedCollapseStays() throws {
        let held = try Self.solve("self-sizing-cell-broken-chain") { text in
            text.replacingOccurrences(of: "\"constraints\": [", with: "\"constraints\": [ \"cell.contentView.height == 0\",")
        }
        #expect(held.container.height == 0.5)
        #expect(!held.kinds.contains("standardRowHeight"))
        let collection = try Self.solve("self-sizing-cell-broken-chain") { text in
            text.replacingOccurrences(of: "UITableViewCell", with: "UICollectionViewCell")
        }
        #expect(collection.container.height == 0)
        #expect(!collection.kinds.contains("standardRowHeight"))
    }

    /// `batch` places cells with its own fitter (``PlacementFitter``): the broken chain
    /// is 44 high there too, with the warning in report.json, on two widths.
    @Test("Working with Self-Sizing Table View Cells: batch gives the standard row height too")
    func selfSizingCellBrokenChainInBatch() throws {
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        let imported = try CommandLine.run(["import", "--db", db, Self.file("self-sizing-cell-broken-chain").path])
        #expect(imported.status == 0, "\(imported.stderr)")
        let reports = folder.appendingPathComponent("reports")
        _ = try CommandLine.run([
            "batch", "self-sizing-cell-broken-chain", "--db", db, "--devices", "iphone-se-2-3,iphone-6.1inch-island",
            "--orientations", "portrait", "--content-sizes", "default", "--directions", "ltr", "--quiet", "--report",
            reports.path, "--report-format", "json",
        ])
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: reports.appendingPathComponent("report.json"))) as? [String: Any])
        let documents = try #require(report["documents"] as? [[String: Any]])
        let configurations = try #require(documents.first?["configurations"] as? [[String: Any]])
        #expect(configurations.count == 2)
        for configuration in configurations {
            let frames = try #require(configuration["frames"] as? [String: [String: Any]])
            #expect((frames["cell"]?["height"] as? NSNumber)?.doubleValue == 44)
            let diagnostics = try #require(configuration["diagnostics"] as? [[String: Any]])
            #expect(diagnostics.compactMap { $0["kind"] as? String }.first == "standardRowHeight")
            #expect((diagnostics.first?["height"] as? NSNumber)?.doubleValue == 44)
        }
    }

    // MARK: - Changing Constraints

    /// A constant changed, a priority changed, and a view removed (its constraints go
    /// with it), as trait variants. Portrait: banner 20 below the status bar (40), photo
    /// 8 below it (92) at its preferred 200 (750 beats the caption's pull to the bottom
    /// at 500), caption 8 below (300). Compact height: the banner's constant becomes 8
    /// (y 8), the photo's height drops to 250, so the caption's pull wins: caption
    /// bottom 375 − 20 = 355, top 325, photo 52 + 8 = 60 to 317, 257 high. With the banner
    /// removed (compact height at an accessibility size) the photo falls back to its
    /// 500 top, 8: 355 − 30 − 8 − 8 = 309 high.
    @Test("Changing Constraints: a constant, a priority and a removed view change the layout")
    func changingConstraints() throws {
        let portrait = try Self.solve("changing-constraints")
        #expect(portrait.frames["banner"] == Self.rect(16, 40, 343, 44))
        #expect(portrait.frames["photo"] == Self.rect(16, 92, 343, 200))
        #expect(portrait.frames["caption"] == Self.rect(16, 300, 343, 30))
        let landscape = try Self.solve("changing-constraints", orientation: .landscape)
        #expect(landscape.frames["banner"] == Self.rect(20, 8, 627, 44))
        #expect(landscape.frames["photo"] == Self.rect(20, 60, 627, 257))
        #expect(landscape.frames["caption"] == Self.rect(20, 325, 627, 30))
        let removed = try Self.solve("changing-constraints", orientation: .landscape, contentSize: .accessibilityMedium)
        #expect(removed.frames["banner"] == nil)
        #expect(removed.frames["photo"] == Self.rect(20, 8, 627, 309))
        #expect(removed.frames["caption"] == Self.rect(20, 325, 627, 30))
        #expect((portrait.diagnostics + landscape.diagnostics + removed.diagnostics).isEmpty)
    }

    // MARK: - Stack Views

    /// Fill alignment in a horizontal stack: "the tallest view's height determines the
    /// stack view's height, and every other view matches it" (50). Equal spacing: the
    /// views keep their sizes and the space is shared, at least the stack's 10: (343 −
    /// 150) / 2 = 96.5 in portrait, (627 − 150) / 2 = 238.5 in landscape.
    @Test("Stack Views: fill alignment matches the tallest view, equal spacing shares the space")
    func stackViewAlignmentAndDistribution() throws {
        let portrait = try Self.solve("stack-view-alignment")
        #expect(portrait.frames["row"] == Self.rect(16, 40, 196, 50))
        #expect(portrait.frames["short"] == Self.rect(16, 40, 60, 50))
        #expect(portrait.frames["middle"] == Self.rect(172, 40, 40, 50))
        #expect(portrait.frames["two"] == Self.rect(162.5, 110, 70, 20))
        #expect(portrait.frames["three"] == Self.rect(329, 110, 30, 20))
        let landscape = try Self.solve("stack-view-alignment", orientation: .landscape)
        #expect(landscape.frames["two"] == Self.rect(308.5, 90, 70, 20))
        #expect(landscape.frames["three"] == Self.rect(617, 90, 30, 20))
        #expect((portrait.diagnostics + landscape.diagnostics).isEmpty)
    }

    // MARK: - Debugging Auto Layout

    /// "Constraints are cumulative": a second required width does not replace the
    /// first; UIKit logs the conflict and breaks one (layoutdb: the later, 150), and the
    /// box keeps 100.
    @Test("Debugging Auto Layout: a second width does not replace the first, it conflicts")
    func constraintsAreCumulative() throws {
        let solved = try Self.solve("constraints-are-cumulative")
        #expect(solved.frames["box"] == Self.rect(20, 100, 100, 50))
        #expect(solved.kinds == ["unsatisfiable"])
        #expect(solved.messages.first?.contains("""
            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x600000010140 UIView:0x7fa000000200.width == 150   (active)>
            """) == true)
    }

    /// The guide on constraints in Interface Builder: an `identifier` names the
    /// constraint in the console's logs (`'box width (second)'` before the item, as
    /// UIKit prints it), and a placeholder constraint exists at design time only, so
    /// the same second width as a placeholder conflicts with nothing.
    @Test("Debugging Auto Layout: an identifier names the broken constraint, a placeholder is not solved")
    func identifiersAndPlaceholders() throws {
        let named = try Self.solve("constraints-are-cumulative") { text in
            text.replacingOccurrences(
                of: "\"box.width == 150\"", with: #"{ "first": "box.width", "constant": 150, "identifier": "box width (second)" }"#)
        }
        #expect(named.messages.first?.contains("""
            <NSLayoutConstraint:0x600000010140 'box width (second)' UIView:0x7fa000000200.width == 150   (active)>
            """) == true)
        let placeholder = try Self.solve("constraints-are-cumulative") { text in
            text.replacingOccurrences(
                of: "\"box.width == 150\"", with: #"{ "first": "box.width", "constant": 150, "placeholder": true }"#)
        }
        #expect(placeholder.frames["box"] == Self.rect(20, 100, 100, 50))
        #expect(placeholder.diagnostics.isEmpty, "\(placeholder.messages)")
    }

    /// A view added in code keeps `translatesAutoresizingMaskIntoConstraints`: its
    /// frame's autoresizing constraints (h=--& v=--&, no flexible mask) conflict with
    /// each of the four constraints added to it, four logs with UIKit's note about
    /// NSAutoresizingMaskLayoutConstraints, and the frame stays (0, 0, 100, 100).
    @Test("Debugging Auto Layout: a view that still translates its autoresizing mask conflicts four times")
    func autoresizingConflicts() throws {
        let solved = try Self.solve("debugging-autoresizing-conflict")
        #expect(solved.frames["added"] == Self.rect(0, 0, 100, 100))
        #expect(solved.kinds == Array(repeating: "unsatisfiable", count: 4))
        for message in solved.messages {
            #expect(message.contains("<NSAutoresizingMaskLayoutConstraint:"))
            #expect(message.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand"))
        }
    }

    /// "Give your failure point a priority of 999": the row asks for 16 + 220 + 8 + 180
    /// + 16 = 440 of 375 points; at 999 the 180 gives way with no log (right 375 − 16 −
    /// 244 = 115 wide); required, the same row logs a conflict and breaks the right view's
    /// own width, installed after the root's pins (each view's constraints before its
    /// subviews', as UIKit's logs show), which then gives way as the 999 did: 115 wide.
    @Test("Debugging Auto Layout: a 999 failure point gives way without a conflict, a required one conflicts")
    func failurePoint() throws {
        let solved = try Self.solve("debugging-failure-point")
        #expect(solved.frames["left"] == Self.rect(16, 40, 220, 44))
        #expect(solved.frames["right"] == Self.rect(244, 40, 115, 44))
        #expect(solved.diagnostics.isEmpty, "\(solved.messages)")
        let required = try Self.solve("debugging-failure-point") { $0.replacingOccurrences(of: "180@999", with: "180") }
        #expect(required.kinds == ["unsatisfiable"])
        #expect(required.messages.first?.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x") == true)
        #expect(required.messages.first?.contains(".width == 180   (active)>\n\nMake a symbolic") == true, "\(required.messages)")
        #expect(required.frames["right"] == Self.rect(244, 40, 115, 44))
    }

    /// The guide's two causes of ambiguity: a missing constraint (a view with no width)
    /// and two optional constraints of equal priority (heights 100 and 60 at 500).
    /// `solve` names each in Xcode's words, `trace` marks them as `_autolayoutTrace`
    /// does, and `explain` gives the range and another valid frame.
    @Test("Debugging Auto Layout: a missing constraint and equal optional priorities through solve, trace and explain")
    func ambiguousLayouts() throws {
        let solved = try Self.solve("debugging-ambiguous")
        #expect(solved.messages.prefix(2) == ["Width is ambiguous for \"missing\".", "Height is ambiguous for \"tied\"."])
        let path = Self.file("debugging-ambiguous").path
        let trace = try CommandLine.run(["trace", path])
        #expect(trace.stdout.contains("*UIView:0x7fa000000200- AMBIGUOUS LAYOUT for UIView:0x7fa000000200.Width{id: "))
        #expect(trace.stdout.contains("*UIView:0x7fa000000300- AMBIGUOUS LAYOUT for UIView:0x7fa000000300.Height{id: "))
        let explain = try CommandLine.run(["explain", path, "tied", "--axis", "vertical"])
        #expect(explain.stdout.contains("tied: the vertical layout is ambiguous (height from 60 to 100 in root)"))
    }
}
