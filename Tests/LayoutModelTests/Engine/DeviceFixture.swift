import LayoutModel

/// Solving a hierarchy on a catalog device, for the device-based engine tests.
enum DeviceFixture {
    static let phone = "iphone-6.1inch-island"
    static let pad = "ipad-pro-11inch"

    static func configuration(
        _ device: String, _ orientation: Orientation = .portrait, _ direction: LayoutDirection = .leftToRight,
        multitasking: Multitasking = .fullScreen, contentSize: ContentSizeCategory = .large
    ) throws -> DeviceConfiguration {
        try DeviceConfiguration(
            deviceNamed: device, orientation: orientation, multitasking: multitasking, contentSize: contentSize,
            direction: direction)
    }

    static func solve(
        _ hierarchy: LayoutHierarchy, _ device: String, _ orientation: Orientation = .portrait,
        _ direction: LayoutDirection = .leftToRight, multitasking: Multitasking = .fullScreen,
        contentSize: ContentSizeCategory = .large
    ) throws -> LayoutResult {
        let configuration = try configuration(
            device, orientation, direction, multitasking: multitasking, contentSize: contentSize)
        return try LayoutEngine(hierarchy: hierarchy, configuration: configuration).result()
    }
}
