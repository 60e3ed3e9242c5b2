import LayoutDB
print("layoutdb")
