"""proc_cpu.py -- the CPU time of a running process, for the benchmarks that
give two engines the same CPU seconds a move (go-pachi.py, renju-ladder.py)."""
import os

def cpu_of(pid):
    """User + system CPU seconds of a running process, all its threads."""
    fields = open("/proc/%d/stat" % pid).read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
