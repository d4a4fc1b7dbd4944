// cudagen 0.1 seed 2373 valid
// features: kernel,kernel_static,kernel_from_macro,restrict_params,launch,launch_dim3,builtin_vars,main,shared_var,extern_shared,constexpr_var,static_local,struct,struct_template,enum,if,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_function,macro_paste,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 15
#else
#define TUNE_6 63
#endif

#if (TUNE_6 * 2) >= 3 && TUNE_6 != 0
#define CONFIG_7 8
#else
#define CONFIG_7 30
#endif
#undef CONFIG_7
#define CONFIG_7 48

__global__ void trace8(int lane9, int len10, int *out11, int *__restrict__ acc12)
{
    out11[2]--;
    ++out11[1];
    (*acc12) = -22;
    (lane9++, (lane9 *= -1l));
    (*acc12) /= CAT_4(len, 10);
    acc12[1] += lane9;
}

template <typename T>
struct Vec13 {
    T sum14;
};
enum Mode15 : unsigned char { BLUE16, BLUE17 = 2 };

struct Acc18 {
    unsigned char y19;
    int z20;
};

__global__ void fuse21(float *acc22, const unsigned long long *__restrict__ coef23, double beta24, float *acc25)
{
    int gid26 = threadIdx.x;
    (*acc22) = SQR_1(*acc22);
    __shared__ int sh_27[16];
    acc22[3] *= (SQR_1(threadIdx.x));
    sh_27[threadIdx.x] = SQR_1(gid26);
}

static __global__ void filter28(int count29)
{
    extern __shared__ int dyn_30[];
    int i31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned int s32 = 3;
    if ((count29 == 25U) || (s32 != dyn_30[blockDim.x]))
        return;
    __shared__ short sh_33[BLUE17 + (BLUE17 + 4)];
    ++dyn_30[6];
    --sh_33[7];
    Vec13<int> lim34 = Vec13<int>{39};
    bool r35 = dyn_30[count29];
}
#define DEFINE_MAP_KERNEL_36(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_36(map_lerp37, int)

int main(void)
{
    int len38 = 3881;
    fuse21<<<dim3((len38 + 127) / 128, 8, BLUE17 + 126), 256 * 0b10>>>(nullptr, nullptr, (1968 / len38) * len38, nullptr);
    len38 ^= -28;
    static short lo39 = 44;
    filter28<<<64, dim3(2 * BLUE17, (len38 + 255) / 256)>>>(37ul * lo39 * (lo39 * lo39));
    if (SQR_1(lo39) != 22)
        return lo39 * (-len38);
    trace8<<<dim3(0b1), 2 * 16>>>(BLUE17, sizeof(float), nullptr, (int*)nullptr);
    map_lerp37<<<(len38 + 0b11111111) / 256, dim3(TUNE_6 + (TUNE_6 + 130))>>>((int*)nullptr, lo39);
    return 0;
}
