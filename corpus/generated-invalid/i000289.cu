// cudagen 0.1 seed 289 invalid:used_before_set
// features: kernel,kernel_template,launch_deduced_template_args,kernel_from_macro,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,constexpr_var,local_array,enum,for,pragma_unroll,goto,static_assert,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,macro_object,macro_function,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define WARPS_1 32
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 12
#else
#define TUNE_5 44
#endif
enum Color6 : unsigned int {
    OFF7,
    ON8,
    ON9,
    GREEN10,
    GREEN11
};
#define DEFINE_MAP_KERNEL_12(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_12(map_kick13, float)
enum Op14 : unsigned int { BLUE15, ADD16, OFF17 = 3, ON18 = 6 };
static_assert(43 == 053, "expected value");
// Layout: row-major, no padding.

template <typename T>
__global__ void combine19_kernel(const T *coef20, int len21, T *buf22)
{
    if (((*buf22) >= 4) && (len21 == len21)) {
        goto done25;
    }
    buf22[0x7] = 14.25;
    len21 = (buf22 == nullptr) ? 077 : ((coef20[7] - buf22[len21]) * (coef20[len21] + ON9));
    #pragma unroll 8
    for (int n23 = 0; n23 < len21; ++n23) {
        (++buf22[3], (buf22[n23] = (len21 += CAT_3(n, 23), ((19.75 - n23) - 5))));
        int r24 = buf22[6] - static_cast<T>((buf22[6] > (*coef20)) ? 12.5 : 19);
    }
done25:;
}

__global__ void __maxnreg__(64) grow26(int stride27)
{
    stride27 = 28LL;
    stride27 = stride27 + (+(stride27));
    int mid28[GREEN11 + ADD16] = {};
    ++mid28[2];
    float tmp29 = stride27;
}

int run_scatter30(unsigned cfg31)
{
    cfg31++;
    cfg31 = MIN2_2((static_cast<long>(cfg31 - sizeof(short))), MIN2_2(cfg31, 19));
    unsigned f32[2 * 4] = {};
    auto lam33 = []() {};
    lam33();
    combine19_kernel<<<1 << 0x9, dim3((cfg31 + 0xFF) / 256), sizeof(double) * 0x40>>>((const int*)nullptr, -8, (int*)nullptr);
    Color6 hi34 = GREEN10;
    return cfg31 >> (51 * cfg31);
}

int main()
{
    int count35 = 2179;
    int uninit37;
    count35 += uninit37;
    unsigned short r36[6] = {};
    ++r36[0x3];
    r36[count35] = count35;
    map_kick13<<<dim3((count35 + 127) / 128, 2), 128, 0x1 << 8>>>(nullptr, (-count35) / r36[count35]);
    grow26<<<(count35 + 31) / 32, TUNE_5 + 0764, sizeof(float) * 128>>>(static_cast<float>(6.125f - r36[count35]));
    return 0;
}
