// cudagen 0.1 seed 1947 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,constant_array,constexpr_var,local_array,struct,struct_methods,aligned_struct,anon_namespace,if,for,switch,switch_fallthrough,ternary,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

#ifdef USE_FAST_PATH_3
#define TUNE_4 6
#else
#define TUNE_4 57
#endif

#if TUNE_4 % 2 == 0 || TUNE_4 < 4
#define CONFIG_5 7
#else
#define CONFIG_5 26
#endif
__constant__ long c_filter6[2] = {60, 0xDl};

struct alignas(8) Pixel7 {
    unsigned long long sum8;
    float hi9;
    unsigned int weight10;
};
// Layout: row-major, no padding.

template <typename T, int N = 7>
__global__ void __launch_bounds__(0x20 * 16) count11_kernel(T q12, T b13) {
    int f14[6] = {6, 3712ll};
    ++q12;
    if ((b13 - q12) >= f14[3])
        return;
}

namespace {
int host_apply15(const int *__restrict__ src16, Pixel7 a17) {
    count11_kernel<<<128, (CONFIG_5 + 0146)>>>(1.0, double((src16[0x7] < (*src16)) ? 22.875f : a17.sum8));
    count11_kernel<<<dim3((TUNE_4 + 71) * 2), dim3(512, 0x1 << 7), sizeof(float) * 0x40, 0>>>(static_cast<unsigned int>((a17.sum8 != 10ul) ? a17.weight10 : a17.weight10), static_cast<unsigned int>(5 << src16[2]));
    for (int j18 = 0, j19 = 5; j18 < j19; (++j18, (--j19)))
        a17.sum8++;
    if (a17.weight10 != (a17.weight10 - src16[6]))
        return size_t(04754);
    return TUNE_4 * src16[1];
}

struct Vec20 {
    float sum21;
    int vel22, y23;
    __host__ __device__ void get24(int s25) {
        vel22 = sum21;
    }
    __host__ __device__ void bump26(unsigned z27) {
        float q28(int(y23 + 18LL) % ((0x11) * z27));
    }
};
} // namespace

__global__ void __launch_bounds__(TUNE_4 + (TUNE_4 + (CONFIG_5 + 116)), 3) spread29(int lane30, char *data31, float *__restrict__ data32, int lane33) {
    switch (*data31) {
    case 8: {
        float x34 = (int(data32[lane30] / 32lu) != 63) ? (+(2805l / c_filter6[0])) : (((*data32) += c_filter6[lane30], lane30) >> 5);
        [[fallthrough]];
    }
    case 10: {
        float idx35[5] = {1.0f, 9.0F, static_cast<float>((24 >= lane30) ? c_filter6[lane33] : CONFIG_5)};
        if (c_filter6[0x1] != idx35[4])
            return;
        [[fallthrough]];
    }
    case 0x6:
        lane33 = CONFIG_5 - ((data31[lane30] + (*data31)) * (0x26 + lane30));
        break;
    case (11): {
        constexpr float cnt36 = 18;
        break;
    }
    default:
        break;
    }
}

int main() {
    int count37 = 1920;
    spread29<<<(count37 + 0xff) / 0400, TUNE_4 + (CONFIG_5 + 429), sizeof(double) * 64, 0>>>(count37 * count37, nullptr, nullptr, 54);
    count37 = ((count37 % 63) <= (CONFIG_5 + count37)) ? ((count37 * count37) / (count37 += -0x2A, count37)) : (count37 / (count37 * count37));
    return 0;
}
