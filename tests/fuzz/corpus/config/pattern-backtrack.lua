string.find(string.rep("a", 5000), "a-a-a-a-a-a-a-a-a-a-b")
