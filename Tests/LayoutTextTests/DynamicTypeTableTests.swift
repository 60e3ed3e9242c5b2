import TestSupport
import Foundation
import LayoutModel
import Testing

@Suite("Dynamic Type table")
struct DynamicTypeTableTests {
    struct Cell: Decodable { var pointSize: Double; var leading: Double }
    struct Style: Decodable { var name: String; var weight: String; var sizes: [String: Cell] }
    struct Facts: Decodable { var textStyles: [Style] }

    @Test func everyCellMatchesTheFactsFile() throws {
        let facts = try JSONDecoder().decode(Facts.self, from: Data(contentsOf: SharedPaths.dynamicType))
        #expect(facts.textStyles.count == TextStyle.allCases.count)
        var cells = 0
        for style in facts.textStyles {
            let textStyle = try #require(TextStyle(rawValue: style.name))
            #expect(DynamicTypeTable.weight(textStyle).rawValue == style.weight, "\(style.name)")
            #expect(style.sizes.count == ContentSizeCategory.allCases.count)
            for (name, cell) in style.sizes {
                let category = try #require(ContentSizeCategory(rawValue: name))
                let entry = DynamicTypeTable.entry(textStyle, category)
                #expect(entry.pointSize == cell.pointSize, "\(style.name) \(name)")
                #expect(entry.leading == cell.leading, "\(style.name) \(name)")
                cells += 1
            }
        }
        #expect(cells == 132)
    }

    @Test(arguments: TextStyle.allCases)
    func sizesNeverShrinkAsTheCategoryGrows(style: TextStyle) {
        let sizes = ContentSizeCategory.allCases.map { DynamicTypeTable.entry(style, $0).pointSize }
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(sizes[ContentSizeCategory.default.order] < sizes[ContentSizeCategory.extraExtraExtraLarge.order])
        #expect(sizes.last ?? 0 > sizes.first ?? 0)
    }

    @Test func bodyAtLargeIsSeventeenPoints() {
        #expect(FontDescriptor.textStyle(.body).resolved(at: .large) == ResolvedFont(pointSize: 17, weight: .regular))
        #expect(FontDescriptor.textStyle(.headline).resolved(at: .accessibilityLarge).weight == .semibold)
        #expect(FontDescriptor.system(size: 13, weight: .bold).resolved(at: .extraSmall).pointSize == 13)
    }
}
