"""The course's Python kernel: an ordinary IPython kernel whose memory is capped, with a clear message at the cap.

The hub (deploy/jupyterhub_config.py) puts this folder's parent on every student server's
``JUPYTER_PATH``, so the "Python 3" kernel a student starts is this one, and sets
``PUZZLELIB_KERNEL_MEM_LIMIT`` (``1G``, ``512M``, ``1.5G`` or bytes; unset or ``0``: no cap).

The cap is ``RLIMIT_DATA``: the memory a process has written or may write (heap, arrays, thread
stacks), which Linux has enforced on every private mapping since 4.7. Unlike ``RLIMIT_AS`` it does not
count the libraries' address space a Python kernel maps and never touches (1.1 GB for a lesson whose
kernel holds 220 MB). Any spawner can apply it: it is the kernel's own limit, so one student's kernel
stops at its cap while every other kernel goes on. A cell that goes over gets ``MemoryError`` and the
message below, and the kernel itself stays alive: the student's earlier work is still there.
"""

import os
import re
import resource
import sys

UNITS = {"": 1, "K": 2**10, "M": 2**20, "G": 2**30, "T": 2**40}
MESSAGE = ("\nThis kernel reached its memory limit ({limit}), so the cell above was stopped. Your notebook is "
           "safe. Free memory (del big_variable) or use Kernel > Restart Kernel and run the lesson again; "
           "if a lesson needs more, ask your teacher to raise PUZZLELIB_MEM_LIMIT.\n")


def parse_size(text: str) -> int:
    """``"1G"`` -> 1073741824; ``"512M"``, ``"1.5G"``, plain bytes; ``""`` or ``"0"`` -> 0 (no cap)."""
    match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([KMGT]?)i?B?\s*", text or "0", re.IGNORECASE)
    if not match:
        raise SystemExit(f"PUZZLELIB_KERNEL_MEM_LIMIT={text!r} is not a size such as 1G or 512M")
    return int(float(match[1]) * UNITS[match[2].upper()])


def main() -> None:
    text = os.environ.get("PUZZLELIB_KERNEL_MEM_LIMIT", "")
    limit = parse_size(text)
    if limit:
        resource.setrlimit(resource.RLIMIT_DATA, (limit, limit))
    from ipykernel.kernelapp import IPKernelApp

    app = IPKernelApp.instance()
    app.initialize(sys.argv[1:])

    def memory_limit_reached(shell, etype, value, tb, tb_offset=None):
        sys.stderr.write(MESSAGE.format(limit=text.strip()))
        sys.stderr.flush()
        return shell.InteractiveTB.structured_traceback(etype, value, tb, tb_offset=tb_offset)

    if limit:
        app.shell.set_custom_exc((MemoryError,), memory_limit_reached)
    app.start()


if __name__ == "__main__":
    main()
