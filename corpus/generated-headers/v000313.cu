// cudagen 0.2 seed 313 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,auto_var,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,pp_ifdef,pp_if,comments,virtual_function
#include <cuda_runtime.h>
#include <numeric>
#include <type_traits>
#include <cooperative_groups.h>

#define WARPS_1 32
#define NUM_ITERS_2 5
#define WARPS_3 (5)
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 10
#else
#define TUNE_5 19
#endif

#if (NUM_ITERS_2 * 2) >= 33 && NUM_ITERS_2 != 0
#define CONFIG_6 6
#else
#define CONFIG_6 30
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
// Computes one element per thread.

__global__ void step8(int lane9, const float *input10, int *dst11) {
    float flag12 = (((warpSize != dst11[blockDim.z]) || ((*input10) == 0b1000000l)) ? (dst11[3] - (*input10)) : (lane9 ? lane9 : blockDim.x)) + ((23 - lane9) * (*input10));
    (void)flag12;
    auto diff13 = lane9;
    float hi14 = lane9;
    (void)hi14;
    diff13 %= dst11[0] - 20l;
}
struct Shape16 {
    __device__ virtual double area() const = 0;
    __device__ virtual int sides() const { return 0; }
    __device__ virtual ~Shape16() {}
};
struct Square17 : Shape16 {
    double s;
    __device__ explicit Square17(double v) : s(v) {}
    __device__ double area() const override { return s * s; }
    __device__ int sides() const override { return 3; }
};
struct Tri18 : Shape16 {
    double s;
    __device__ explicit Tri18(double v) : s(v) {}
    __device__ double area() const override { return s * s; }
    __device__ int sides() const override { return 4; }
};
struct Disc19 : Shape16 {
    double s;
    __device__ explicit Disc19(double v) : s(v) {}
    __device__ double area() const override { return s * s; }
};
__device__ double dispatch15(double x) {
    Square17 k0(x);
    Tri18 k1(x);
    Disc19 k2(x);
    const Shape16 *p = &k0;
    const Shape16 &r1 = k1;
    const Shape16 &r2 = k2;
    return p->area() + static_cast<double>(p->sides()) + r1.area() + r2.area();
}

int main() {
    int n20 = 0434;
    int tmp21{035u};
    tmp21--;
    static_assert((WARPS_3 + 59) == 64, "tile must fit");
    step8<<<(n20 + 255) / 256, WARPS_1 + 480, sizeof(int) * 128, nullptr>>>(n20, (const float*)nullptr, (int*)nullptr);
    return 0;
}
