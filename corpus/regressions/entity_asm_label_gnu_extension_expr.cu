// A function's asm label prints on each of its non-defining declarations, also before the
// labelled one; `__extension__` in an expression keeps its keyword.
#include "prelude.cuh"
extern "C" {
typedef struct F F;
extern int fsc (F *__restrict __stream, const char *__restrict __format, ...) __asm__ ("" "__isoc99_fscanf");
extern int sc (const char *__restrict __format, ...) __asm__ ("__isoc99_scanf");
extern void af(const char *, const char *);
}
void u() { af("x", __extension__ "lit"); int k = __extension__ 3; (void)k; }
extern "C" int lab1(int);
extern "C" int lab1(int) __asm__("lab_one");
int lab2(int);
int lab2(int) __asm__("lab_two");
int lab2(int a) { return a; }
