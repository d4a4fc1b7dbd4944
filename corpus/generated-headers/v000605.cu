// cudagen 0.2 seed 605 valid headers
// features: kernel,launch_bounds,launch,launch_stream,host_function,main,constexpr_var,auto_var,const_local,static_local,if,while,ternary,comparison,pointer_arith,array_index,lit_int_suffix,lit_char,lit_string,lit_bool,sizeof,lambda,macro_function,pp_ifdef,pp_if,multiple_inheritance,virtual_inheritance,virtual_function
#include <cuda_runtime.h>
#include <cooperative_groups.h>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define USE_FAST_PATH_2

#ifndef USE_FAST_PATH_2
#define TUNE_3 8
#else
#define TUNE_3 63
#endif

#if TUNE_3 % 2 == 0 || TUNE_3 < 4
#define CONFIG_4 4
#else
#define CONFIG_4 17
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void __launch_bounds__(2 * 16) step6_kernel(int count7) {
    int iter8 = 0;
    while (iter8 < iter8) {
        short int lim9 = 35UL;
        (void)lim9;
        count7 = sizeof(float) / count7;
        ++iter8;
    }
    bool t10 = ((iter8 * iter8) + TWICE_PLUS_1(count7, iter8)) > 18;
    (void)t10;
    double z11 = 47;
    auto y12 = (iter8 - 0) * (false - z11);
    (void)y12;
    int tmp13 = TUNE_3;
    (void)tmp13;
}
static constexpr unsigned int STEPS14 = 256;
struct Root16 {
    int v = 2;
    __device__ virtual int get() const { return v; }
    __device__ virtual ~Root16() {}
};
struct Left17 : virtual Root16 {
    __device__ int get() const override { return v + 1; }
};
struct Right18 : virtual public Root16 {
    int r = 7;
};
struct Join19 : Left17, Right18 {};
__device__ int dispatch15(int x) {
    Join19 j;
    j.v = x;
    const Root16 &t = j;
    return t.get() + j.r;
}

inline short host_filter20(long long *dst21, bool alpha22, unsigned cfg23) {
    bool stride24{true};
    (void)stride24;
    auto s25 = cfg23 + (43 + alpha22 + ((!alpha22) ? CONFIG_4 : STEPS14));
    const float t26 = ((cfg23 * 2759) <= '#') ? (CONFIG_4 + (dst21[cfg23] + dst21[cfg23])) : 42;
    if (s25 < dst21[cfg23])
        return 18u;
    return TWICE_PLUS_1(t26, 4);
}

int main() {
    int size27 = 3700;
    auto lam30 = []() -> float {
        cudaStream_t s28 = nullptr;
        constexpr bool idx29 = false;
        return idx29;
    };
    (void)lam30;
    static long r31 = 17u;
    const char *e32 = "warp size";
    long v33 = ((STEPS14 - r31) - size27) + (1003 - (e32[0] - STEPS14));
    step6_kernel<<<512, 8 * 4>>>(e32[0] / (CONFIG_4 - v33));
    return 0;
}
