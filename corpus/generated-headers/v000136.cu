// cudagen 0.2 seed 136 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,host_function,constexpr_function,main,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,const_local,if,do_while,ternary,bitwise,comparison,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,pp_ifdef,bit_field,call_operator
#include <cuda_runtime.h>
#include <numeric>
#include <cstdio>
#include <utility>

#define WARPS_1 5
#define NUM_ITERS_2 4
#define CHUNK_3 3
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifdef USE_FAST_PATH_6
#define TUNE_7 11
#else
#define TUNE_7 56
#endif
struct Clamp8 {
    int k;
    __device__ int operator()(int v) const { return v * k; }
};
__device__ int call9(int x) {
    Clamp8 fn{5};
    return fn(x) + fn.operator()(1);
}
struct Clamp10 {
    int k;
    __host__ __device__ int operator()(int v) const { return v * k; }
    template <typename T>
    __host__ __device__ T operator()(T a, T b) const { return a + b; }
};
__host__ __device__ int call11(int x) {
    Clamp10 fn{8};
    return fn(x) + fn(x, 1);
}

constexpr __host__ __device__ int sift12(int stride13) {
    short t14(static_cast<float>(stride13));
    return t14 + (stride13 - ((double)t14));
}

__global__ void __maxnreg__(128) warp15(int *acc16) {
    __shared__ int sh_17[32];
    int e18 = (*acc16) | (28 * (sh_17[16] * 11));
    (void)e18;
    __shared__ float sh_19;
    (void)sh_19;
}

template <class T, int N>
__global__ void probe20_kernel(const T *__restrict__ in21, T beta22, T *__restrict__ out23, int *data24) {
    extern __shared__ unsigned dyn_25[];
    int w26 = 0;
    do {
        static __shared__ float sh_27[3][NUM_ITERS_2];
        (void)sh_27;
        ++w26;
    } while (w26 < 017);
    float tmp28 = -22.125f;
    tmp28 = out23[5] * (N + (w26 * NUM_ITERS_2));
}

template <typename T>
__global__ void clamp29(T a30, T cfg31, const T *in32, float q33) {
    extern __shared__ int dyn_34[];
    unsigned int base35 = q33 - in32[1];
    a30 = dyn_34[5] - base35;
}
struct Mask36 {
    unsigned short f0 : 12;
    unsigned short f1 : 3;
    unsigned int f2 : 10;
    unsigned short f3 : 6;
    unsigned int f4 : 9;
    unsigned : 2;
};
int pack37(int x) {
    Mask36 b{};
    b.f0 = static_cast<unsigned>(x) & 4095u;
    b.f1 = 4;
    b.f2 = static_cast<unsigned>(x) & 1023u;
    b.f3 = 57;
    b.f4 = static_cast<unsigned>(x) & 511u;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3) + static_cast<int>(b.f4);
}

constexpr int check_fold38(int lane39, int len40) {
    len40 = (((len40 == len40) ? (TUNE_7 - len40) : ((float)lane39)) <= (len40 ^ len40)) ? CHUNK_3 : len40;
    unsigned int lo41{static_cast<unsigned>(794)};
    (void)lo41;
    return TUNE_7 ^ (lane39 - (-lane39));
}

int main() {
    int size42 = 3677;
    const int w43 = ((17 % size42) * (size42 & size42)) - (((size42 > size42) ? 64 : 38) * (size42 + size42));
    size42 = size42;
    probe20_kernel<float, 3><<<(w43 + 31) / 32, 64>>>((const float*)nullptr, 3.375f * ((51 <= w43) ? size42 : 'a'), nullptr, static_cast<int*>(nullptr));
    if ((w43 + TUNE_7) >= w43) {
        return ~size42;
    }
    probe20_kernel<unsigned int, (sizeof(int))><<<(0100), 32, sizeof(float) * 256>>>(nullptr, ((w43 + 55u) < size42) ? (59 * size42) : (55 + size42), nullptr, nullptr);
    warp15<<<256, sizeof(int) * (NUM_ITERS_2 + NUM_ITERS_2), 256, 0>>>(nullptr);
    clamp29<long><<<2 * 8, (CHUNK_3 + (TUNE_7 + 5)), sizeof(double) * 256, 0>>>(size42, w43, static_cast<const long*>(nullptr), 4 + (w43));
    return 0;
}
