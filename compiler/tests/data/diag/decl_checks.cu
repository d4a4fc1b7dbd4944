#include "prelude.cuh"
int helper(int x) { return x + 1; }
int helper(int x) { return x - 1; }
int g_limit = 1;
int g_limit = 2;
__device__ int d_limit = 1;
__device__ int d_limit = 2;
extern int ext_ok;
int ext_ok = 3;
struct Config { int a; };
struct Config { float b; };
typedef int value_t;
typedef float value_t;
typedef int same_t;
typedef int same_t;
__device__ int combine(int a, int a) { return a; }
struct Opaque;
int buf[-1];
int buf2[0 - 4];
int conv(int a);
float conv(int a);
struct Node { static virtual void visit() {} };
struct Node2 { virtual Node2() {} };
enum First { SHARED };
enum Second { SHARED };
static counter = 3;
int main(void) {
    int len = 4;
    int tmp = 1;
    float tmp = 2.0f;
    Opaque obj;
    void nothing;
    static int scratch[len];
    const int limit;
    return 0;
}
