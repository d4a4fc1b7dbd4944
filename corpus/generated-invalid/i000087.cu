// cudagen 0.1 seed 87 invalid:const_object_nonconst_method
// features: kernel,kernel_from_macro,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,host_device_function,host_function,main,shared_var,constexpr_var,local_array,using_alias,if,range_for,switch,static_assert,ternary,bitwise,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 59
#endif

#if TUNE_4 > 11
#define CONFIG_5 5
#else
#define CONFIG_5 23
#endif
using idx6_t = int;

inline __host__ __device__ void score7(double* __restrict__ acc8, idx6_t count9) {
    count9 = 1945;
    switch (count9) {
    case 0x3 * 2:
        count9 = float(5.625F);
        count9 = 0x4 * count9 * (*acc8);
        break;
    case (CONFIG_5):
        break;
    }
}

__global__ void fuse10(double* __restrict__ acc11, const char* __restrict__ input12, double b13) {
    static_assert((6 * 2) == 12);
    b13 = 57;
}
#define DEFINE_MAP_KERNEL_14(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_14(map_pivot15, float)
constexpr unsigned int WIDTH16 = CONFIG_5 + 2;

__host__ __device__ signed char kick17(int n18) {
    char y19[3] = {char(18L), static_cast<char>(0x7F)};
    static_assert(30 > 29, "size check");
    idx6_t base20{59UL};
    return y19[2];
}

__device__ double accum21(float cfg22) {
    __shared__ int sh_23[8];
    for (int k24 : sh_23) {
        __shared__ float sh_25[(CONFIG_5 + 251)];
        sh_25[150] = static_cast<idx6_t>(sh_25[105]);
    }
    return WIDTH16 | kick17(static_cast<idx6_t>(0x11));
}

short split26(long long beta27, unsigned int* acc28, unsigned int beta29) {
    long val30[5] = {4L, static_cast<long>(kick17(beta27)), 26, static_cast<long>(*acc28)};
    fuse10<<<(16), 4 * 0x8>>>(static_cast<double*>(nullptr), (const char*)nullptr, WIDTH16);
    fuse10<<<sizeof(unsigned int) * 0x20, 4 * 16>>>(nullptr, (const char*)nullptr, kick17(beta29) - 21u);
    constexpr float q31 = 49L;
    int q32 = 5;
    float val33 = static_cast<idx6_t>(q31);
    return val30[0x4];
}
struct Acc_35 {
    int v;
    void bump() { ++v; }
};

int main(void) {
    int count34 = 3225;
    const Acc_35 a_35 = {1};
    a_35.bump();
    if ((55 != count34) ? count34 : count34) {
        return 0x3C;
    }
    if (!(count34 < sizeof(float))) {
        return split26(-0x10AF, nullptr, WIDTH16);
    }
    map_pivot15<<<(count34 + 127) / 128, (64), sizeof(double) * 64>>>(nullptr, 5u);
    return 0;
}
