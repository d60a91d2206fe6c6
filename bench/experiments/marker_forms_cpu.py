"""Issue 47, reusable markers: whole-process CPU of two builds of
sqfig_artists_bench drawing the same cases, interleaved (the order swaps each
run), median of N. BEFORE and AFTER are the two binaries; inputs are the
CASE.f64 files that `sqfig_artists_bench --keep DIR` leaves in DIR.

    python3 bench/experiments/marker_forms_cpu.py BEFORE AFTER DIR scatter,boxplot 15
"""
import subprocess, resource, statistics, sys, os
cases=sys.argv[4].split(','); n=int(sys.argv[5])
bins={'before': sys.argv[1], 'after': sys.argv[2]}
for c in cases:
    t={k:[] for k in bins}
    for i in range(n):
        for k,b in (bins.items() if i%2==0 else reversed(list(bins.items()))):
            r0=resource.getrusage(resource.RUSAGE_CHILDREN)
            subprocess.run([b,'--draw',c,os.path.join(sys.argv[3], c + '.f64'),os.path.join(sys.argv[3], 'cpu-%s.pdf' % k)],check=True)
            r1=resource.getrusage(resource.RUSAGE_CHILDREN)
            t[k].append(r1.ru_utime-r0.ru_utime+r1.ru_stime-r0.ru_stime)
    mb,ma=statistics.median(t['before']),statistics.median(t['after'])
    print('%s: n=%d before median %.4f s (min %.4f), after median %.4f s (min %.4f), after/before %.3f; bytes %d -> %d'%(c,n,mb,min(t['before']),ma,min(t['after']),ma/mb,os.path.getsize(os.path.join(sys.argv[3], 'cpu-before.pdf')),os.path.getsize(os.path.join(sys.argv[3], 'cpu-after.pdf'))))
