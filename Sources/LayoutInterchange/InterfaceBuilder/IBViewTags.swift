/// Which XML elements of an Interface Builder file are views, and the UIKit class each
/// tag stands for (IB-NOTES.md §1.3: every UIKit element is its own tag).
enum IBViewTags {
    static let classes: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "textField": "UITextField",
        "textView": "UITextView", "imageView": "UIImageView", "stackView": "UIStackView",
        "scrollView": "UIScrollView", "tableView": "UITableView", "tableViewCell": "UITableViewCell",
        "tableViewCellContentView": "UITableViewCellContentView", "collectionView": "UICollectionView",
        "collectionViewCell": "UICollectionViewCell", "collectionViewCellContentView": "UICollectionViewCellContentView",
        "collectionReusableView": "UICollectionReusableView", "tableViewHeaderFooterView": "UITableViewHeaderFooterView",
        "switch": "UISwitch", "slider": "UISlider", "segmentedControl": "UISegmentedControl",
        "activityIndicatorView": "UIActivityIndicatorView", "progressView": "UIProgressView",
        "visualEffectView": "UIVisualEffectView", "containerView": "UIView", "wkWebView": "WKWebView",
        "webView": "UIWebView", "mapView": "MKMapView", "pickerView": "UIPickerView", "datePicker": "UIDatePicker",
        "pageControl": "UIPageControl", "stepper": "UIStepper", "searchBar": "UISearchBar",
        "navigationBar": "UINavigationBar", "toolbar": "UIToolbar", "tabBar": "UITabBar",
        "glkView": "GLKView", "mtkView": "MTKView", "sceneKitView": "SCNView", "skView": "SKView",
        "arscnView": "ARSCNView", "arskView": "ARSKView", "colorWell": "UIColorWell",
    ]

    /// A known view tag, or an unknown element that carries a frame or subviews (a
    /// newer UIKit element). `<rect key="value">` inside runtime attributes is not a frame,
    /// and a `<variation>` holding a per-class `<rect key="frame">` is not a view.
    static func isView(_ element: IBElement) -> Bool {
        if classes[element.name] != nil { return true }
        if notViews.contains(element.name) { return false }
        return element.children.contains {
            ($0.name == "rect" && $0["key"] == "frame") || ($0.name == "frame" && $0["key"] == "frameInset")
                || $0.name == "subviews"
        }
    }

    /// Elements that can hold a frame or subviews without being a view.
    static let notViews: Set<String> = ["variation", "mask", "userDefinedRuntimeAttribute", "userDefinedRuntimeAttributes"]

    /// `UILabel` for `label`; `UIFooBar` for an unknown `fooBar`.
    static func className(_ tag: String) -> String {
        if let known = classes[tag] { return known }
        return "UI" + tag.prefix(1).uppercased() + tag.dropFirst()
    }
}
