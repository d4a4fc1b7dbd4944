// cudagen 0.1 seed 1751 valid
// features: kernel,kernel_template,launch_deduced_template_args,kernel_from_macro,launch_bounds,launch,launch_dim3,builtin_vars,host_function,main,constexpr_var,local_array,auto_var,struct,struct_template,aligned_struct,enum_class,if,switch,goto,static_assert,compound_assign,bitwise,comparison,comma,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,macro_function,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifndef USE_FAST_PATH_2
#define TUNE_3 16
#else
#define TUNE_3 29
#endif

#if TUNE_3 == 29
#define CONFIG_4 8
#else
#define CONFIG_4 31
#endif

__global__ void blend5(const int *coef6, float beta7) {
    beta7 -= (47 * beta7) + (12.25f * beta7);
    if (((*coef6) | (*coef6)) > 27)
        return;
    int hi8[4] = {45, 56ul};
    auto flag9 = 54ull * CAT_1(beta, 7);
}

float march10(unsigned int beta11) {
    beta11 = 3195;
    blend5<<<(beta11 + 0b11111111) / 256, 512>>>(nullptr, 7.5f);
    if ((beta11 & 1))
        return 51u;
    int lim12 = CAT_1(beta, 11) + 28U;
    return 12.0F;
}

template <typename T>
struct Vec13 {
    T mass14;
    T weight15;
    __host__ __device__ void get16(int sum17) {
        weight15 = sum17 % sum17;
    }
};
#define DEFINE_MAP_KERNEL_18(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_18(map_apply19, double)
DEFINE_MAP_KERNEL_18(map_relax20, float)

struct __align__(8) Vec21 {
    unsigned sum22;
    char y23;
};

template <typename T, int N = 4>
__global__ void __launch_bounds__(512) decay24(T *data25, T *buf26, const size_t *coef27, unsigned *acc28) {
    int z29 = *acc28;
    float cnt30 = 1.5f;
    if (acc28 != nullptr)
        return;
}
enum class Axis31 { Off32, Fast33, Busy34 };
static_assert(40 == 0x28);

size_t host_fold35(Vec21 cfg36) {
    int val37 = march10(march10(CONFIG_4)) + march10(44 + cfg36.y23);
    const char *res38 = "\"q\"";
    if (march10(res38[1]) == CONFIG_4) {
        goto finish39;
    }
    cfg36 = Vec21{static_cast<unsigned int>((int)(1414)), 37ul};
finish39:;
    return march10(CONFIG_4);
}

int main(void) {
    int len40 = 1861;
    len40 += (float)host_fold35(Vec21{4, 10});
    switch (len40) {
    case 0:
        break;
    case 11:
        march10(19);
        break;
    case 0x6: {
        float base41 = (len40 += len40, (CONFIG_4 + len40));
        const char *lim42 = "path\\to";
        break;
    }
    case 0x7:
        break;
    }
    map_apply19<<<16, 32>>>(nullptr, (unsigned short)(len40 += CONFIG_4, CAT_1(len, 40)));
    map_relax20<<<(len40 + 127) / 128, (TUNE_3 + 483)>>>((float*)nullptr, -0x1b);
    decay24<<<dim3(32), TUNE_3 + (CONFIG_4 + 219)>>>((long*)nullptr, (long*)nullptr, (const unsigned long*)nullptr, (unsigned int*)nullptr);
    return 0b0;
}
