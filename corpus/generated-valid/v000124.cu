// cudagen 0.1 seed 124 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,shared_var,constexpr_var,local_array,struct,struct_template,aligned_struct,if,if_else,while,switch,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_object,macro_paste,pp_if,comments
#include "prelude.cuh"

#define TILE_DIM_1 32
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

#if TILE_DIM_1 == 32
#define CONFIG_5 2
#else
#define CONFIG_5 26
#endif

__global__ void __launch_bounds__((CONFIG_5 + (CONFIG_5 + (CONFIG_5 + (CONFIG_5 + 0b11000))))) filter6_kernel(float a7, int count8)
{
    unsigned tid9 = threadIdx.x;
    float t10 = tid9 - ((a7 > 60ull) ? CONFIG_5 : 15.75f);
    --count8;
    if (tid9 < 0x2C)
        return;
    float lo11[3]{static_cast<float>(a7), 0xe, static_cast<float>(14.25F)};
}

static __global__ void pivot12_kernel(const unsigned *__restrict__ in13)
{
    int gid14 = threadIdx.x;
    int pass15 = 0;
    while (pass15 < pass15) {
        __shared__ double sh_16[256];
        ++pass15;
    }
    if (in13 == nullptr) {
        if ((pass15 | 0b110010) == 62)
            return;
    } else {
        int r17 = 3 << gid14;
    }
}
// Layout: row-major, no padding.

template <typename T>
struct Particle18 {
    T lo19;
    __host__ __device__ void total20(double sum21)
    {
        sum21--;
        lo19--;
    }
};

template <typename T>
struct Tile22 {
    T sum23;
    T mass24;
};

struct __align__(8) Tile25 {
    unsigned int id26;
    float val27, val28;
    short vel29;
};

__host__ void run_kick30(int stride31, int stride32)
{
    stride31++;
    filter6_kernel<<<sizeof(float) * (CONFIG_5 + 30), 1 << 8, sizeof(double) * 128>>>(stride31 % (stride32 ^ stride31), CAT_4(stride, 32) | (TILE_DIM_1 * stride31));
    pivot12_kernel<<<dim3(512, 16, 1), dim3(0b10 * CONFIG_5), 0>>>(nullptr);
}

int main()
{
    int size33 = 1141;
    switch (size33) {
    case 0b101 * CONFIG_5:
        if ((size33 & 1))
            return 0x3ULL;
        break;
    case 5: {
        pivot12_kernel<<<dim3((size33 + 31) / 32, 0b10000000), (CONFIG_5 + 254) * 2, 1 << (CONFIG_5 + 8)>>>(nullptr);
        int r34 = 15;
        break;
    }
    case (1):
        break;
    case 0x8:
        break;
    default:
        size33 %= 2;
        break;
    }
    size33 = CONFIG_5;
    return 0;
}
