// LayoutInterchange reads and writes the JSON document format and Interface Builder
// files, and renders reports. It is an empty module until issues #6 and #7 fill it.
