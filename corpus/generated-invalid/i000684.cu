// cudagen 0.1 seed 684 invalid:nonconst_reference_binding
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,host_function,static_host_function,main,host_global,constexpr_var,const_local,if,for,switch,static_assert,ternary,compound_assign,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_static,sizeof,macro_object,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 64
#define LOW_BITS_2(x) ((x) & 0xF)
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifdef USE_FAST_PATH_6
#define TUNE_7 8
#else
#define TUNE_7 17
#endif
#if TILE_DIM_1 > 21
#define CONFIG_8 4
#elif TILE_DIM_1 < 0
#error unreachable configuration
#else
#define CONFIG_8 20
#endif
static int g_norm9;

__global__ void relax10_kernel(int count11, long q12, long cfg13)
{
    unsigned tid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid14 >= q12) {
        return;
    }
    unsigned long long y15(tid14);
    switch (gridDim.z * tid14) {
    case 4: {
        const char y16 = cfg13 / TILE_DIM_1;
        break;
    }
    default:
        static_assert(sizeof(int) == 4);
        break;
    }
    const int* val17 = &count11;
}

static unsigned char run_split18(long* __restrict__ data19, char cfg20, const int* input21)
{
    relax10_kernel<<<2, 0x100>>>(data19[g_norm9], g_norm9, LOW_BITS_2((*data19) + 0x39u));
    static_assert((60) > 59);
    if (!(TILE_DIM_1 < g_norm9)) {
        return (6 - g_norm9) - input21[g_norm9];
    }
    g_norm9 = 468u;
    int off22{g_norm9};
    data19[off22] += 7L;
    return (cfg20 + static_cast<float>(g_norm9)) * (g_norm9 * ('0' + data19[cfg20]));
}

int main()
{
    int size23 = 0x3EF;
    float f_26 = 2.0f;
    int &r_26 = f_26;
    for (int i24 = 0; i24 < g_norm9; i24 += 2) {
        for (int it25 = 0; it25 < 5; it25 += 1) {
            relax10_kernel<<<dim3(CONFIG_8 + 0x4), dim3((it25 + 31) / 0b100000, (size23 + 077) / 64)>>>((!(TILE_DIM_1 <= i24)) ? run_split18(nullptr, size23, &i24) : run_split18(nullptr, '\a', static_cast<const int*>(nullptr)), size23, run_split18(nullptr, 48, &g_norm9));
            static_assert((TUNE_7 + (CONFIG_8 + (CONFIG_8 + 20))) > 44, "expected value");
        }
        relax10_kernel<<<(size23 + 127) / 128, 020 * 2>>>(((sizeof(int) != size23) && (i24 == size23)) ? size23 : size23, run_split18(nullptr, -3, &g_norm9), run_split18(nullptr, -127, &size23));
    }
    return 0;
}
