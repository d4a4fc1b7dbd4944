// GNU attributes written after a declarator's `*` or `&` that are not type attributes
// belong to the declaration: printed after the declarator, inside parentheses too.
typedef void (*__attribute__ ((__deprecated__)) h1) ();
typedef int *__attribute__((__deprecated__)) h3;
typedef int (*__attribute__ ((__deprecated__)) h4) (int);
void (*__attribute__ ((__deprecated__)) v1) ();
namespace N { typedef void (*__attribute__ ((__deprecated__)) h6) (); }
int *__attribute__((__unused__)) a1;
int *__attribute__((__deprecated__("m"))) a2;
int *__attribute__((__used__)) a3;
void (*__attribute__((__noreturn__)) a7)();
int &__attribute__((__deprecated__)) a8 = *a1;
int *__attribute__((__deprecated__)) __attribute__((__unused__)) a9;
int *const __attribute__((__deprecated__)) a10 = 0;
int main() { return 0; }
