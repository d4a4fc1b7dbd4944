#include "prelude.cuh"

// Object-like, function-like and variadic macros; stringizing (#),
// token pasting (##), __VA_ARGS__ / __VA_OPT__-free idioms, multi-line
// macros with do/while(0), and macros that generate kernels.
#define WARP_SIZE 32
#define CEIL_DIV(a, b) (((a) + (b) - 1) / (b))
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define STR_(x) #x
#define STR(x) STR_(x)
#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define COUNT_ARGS(...) COUNT_ARGS_(__VA_ARGS__, 4, 3, 2, 1, 0)
#define COUNT_ARGS_(_1, _2, _3, _4, N, ...) N
#define CHECK(expr, ...)                                  \
    do {                                                  \
        if (!(expr)) report(#expr, __VA_ARGS__);          \
    } while (0)

int report(const char *what, int code, const char *hint = "") { return what[0] + code + hint[0]; }

#define DEFINE_UNARY_KERNEL(name, T, expr)                          \
    __global__ void CAT(name, _kernel)(const T *in, T *out, int n)  \
    {                                                               \
        int i = blockIdx.x * blockDim.x + threadIdx.x;              \
        if (i < n) { T x = in[i]; out[i] = (expr); }                \
    }

DEFINE_UNARY_KERNEL(square, float, x * x)
DEFINE_UNARY_KERNEL(negate, int, -x)
DEFINE_UNARY_KERNEL(halve, double, x / 2.0)

#define LAUNCH(kernel, n, ...) kernel<<<CEIL_DIV(n, 256), 256>>>(__VA_ARGS__, n)

const char *kVersion = "warp=" STR(WARP_SIZE) " " STR(CEIL_DIV(1, 2));
int CAT(var_, 42) = COUNT_ARGS(a, b, c);

int main()
{
    float *f = nullptr;
    LAUNCH(square_kernel, 1000, f, f);
    LAUNCH(negate_kernel, MIN(500, 700), (const int *)nullptr, (int *)nullptr);
    halve_kernel<<<1, WARP_SIZE>>>(nullptr, nullptr, WARP_SIZE);
    CHECK(var_42 == 3, 1, "count");
    CHECK(kVersion[0] == 'w', 2);
    return var_42;
}
