# GGPath, JGameGrid's file helper, on java.io.File: a text file written into folders it makes, read back,
# copied, a folder copied flat and as a tree, zipped and unzipped, files counted and removed. The answers
# go to the status bar; the work folder is removed at the end.
# Our own program (issue 34), compared with the original.
# cycles: 1
from ch.aplu.jgamegrid import GameGrid, GGPath
from java.io import File

gg = GameGrid(300, 100, 1, None, False)
gg.addStatusBar(30)
work = File("ggpath_work")
GGPath.removeDir(work)
answers = []
answers.append(GGPath.writeTextFile(File("ggpath_work/a/b/note.txt"), "Anna 12\nBob 7\n", True))
answers.append(GGPath.writeTextFile(File("ggpath_work/x/y.txt"), "no folder", False))
answers.append(GGPath.readTextFile(File("ggpath_work/a/b/note.txt")).split("\n")[1])
answers.append(GGPath.readTextFile(File("ggpath_work/missing.txt")))
answers.append(GGPath.copyFile(File("ggpath_work/a/b/note.txt"), File("ggpath_work/a/copy.txt")))
answers.append(GGPath.copyFile(File("ggpath_work/a"), File("ggpath_work/a/copy2.txt")))
answers.append(GGPath.getNbFiles(File("ggpath_work/a")))
answers.append(GGPath.copyDirectory(File("ggpath_work/a"), File("ggpath_work/flat"), True))
answers.append(GGPath.getNbFiles(File("ggpath_work/flat")))
answers.append(GGPath.copyDirectory(File("ggpath_work/a"), File("ggpath_work/flat2"), False))
answers.append(GGPath.copyTree(File("ggpath_work/a"), File("ggpath_work/tree")))
answers.append(GGPath.readTextFile(File("ggpath_work/tree/b/note.txt")) == "Anna 12\nBob 7\n")
answers.append(GGPath.zip(File("ggpath_work/t.zip"), File("ggpath_work/tree")))
answers.append(GGPath.unzip(File("ggpath_work/t.zip"), File("ggpath_work/unzipped")))
answers.append(GGPath.readTextFile(File("ggpath_work/unzipped/copy.txt"))[:4])
answers.append(GGPath.isDirectoryEmpty(File("ggpath_work/unzipped")))
answers.append(GGPath.createDirectoryTree(File("ggpath_work/empty/deeper")))
answers.append(GGPath.isDirectoryEmpty(File("ggpath_work/empty/deeper")))
answers.append(GGPath.removeFiles(File("ggpath_work/tree"), False))
answers.append(GGPath.getNbFiles(File("ggpath_work/tree")))
answers.append(File("ggpath_work/tree/b").isDirectory())
answers.append(GGPath.removeFiles(File("ggpath_work/tree"), True))
answers.append(File("ggpath_work/tree/b").exists())
answers.append(GGPath.removeDir(work))
answers.append(work.exists())
gg.setStatusText(" ".join(str(x) for x in answers))
gg.show()
