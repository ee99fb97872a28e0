print("shortcuts")
