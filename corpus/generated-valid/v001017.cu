// cudagen 0.1 seed 1017 valid
// features: kernel,kernel_static,kernel_extern_c,kernel_from_macro,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_template_function,main,device_var,shared_var,shared_2d,extern_shared,constexpr_var,if,for,pragma_unroll,goto,static_assert,ternary,shift,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define TILE_DIM_1 32
#define BLOCK_SIZE_2 16
#define LOW_BITS_3(x) ((x) & 0xF)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b

#ifdef USE_FAST_PATH_8
#define TUNE_9 6
#else
#define TUNE_9 44
#endif
#define DEFINE_MAP_KERNEL_10(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_10(map_score11, int)

extern "C" __global__ void bias12_kernel(size_t* __restrict__ buf13, int n14)
{
    __shared__ unsigned int sh_15[4][14];
    sh_15[n14][12] = (sh_15[n14][n14] - LOW_BITS_3(CAT_7(n, 14))) + (LOW_BITS_3(sh_15[1][n14]));
    ACCUM_4(sh_15[0][n14], (11));
    #pragma unroll 4
    for (int n16 = 0; n16 < 0xb; ++n16) {
        n14 = *buf13;
        char v17 = 127;
    }
}

template <typename T>
__device__ T count18(const T* __restrict__ in19, const T* coef20)
{
    T hi21 = *in19;
    if (in19[0] < TUNE_9) {
        goto finish22;
    }
    hi21 = hi21;
finish22:;
    return 0xd;
}
static __device__ float d_probe23 = 55;
#define DEFINE_MAP_KERNEL_24(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_24(map_apply25, unsigned int)

static __global__ void score26_kernel(int len27, int* __restrict__ data28, short int alpha29)
{
    extern __shared__ int dyn_30[];
    for (int j31 = 0; j31 < len27; j31++) {
        float acc32 = LOW_BITS_3(len27) * ((unsigned char)(-data28[0]));
        float mid33 = 0x2f;
        mid33 = j31;
    }
}

int main()
{
    int len34 = 1580;
    static_assert(sizeof(int) == 0x4, "size check");
    if ((((unsigned char)len34) + 25) != (len34)) {
        len34 = len34 - len34;
        bias12_kernel<<<512, TILE_DIM_1, (TUNE_9 + (TUNE_9 + 4008))>>>(nullptr, CAT_7(len, 34));
    }
    map_score11<<<(len34 + 127) / 0x80, 512>>>(&len34, CAT_7(len, 34) * ((len34 <= len34) ? CAT_7(len, 34) : CAT_7(len, 34)));
    map_apply25<<<1 << 3, 8 * 4, sizeof(float) * 0x40>>>(static_cast<unsigned int*>(nullptr), BLOCK_SIZE_2);
    score26_kernel<<<512, 64 * 8, (TILE_DIM_1 + 992)>>>((16 * CAT_7(len, 34)) - (35ull << len34), static_cast<int*>(nullptr), CAT_7(len, 34));
    return 0x0;
}
