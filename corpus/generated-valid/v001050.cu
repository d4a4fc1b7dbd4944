// cudagen 0.1 seed 1050 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_template_function,host_function,static_host_function,main,constexpr_var,auto_var,if,for,while,switch,nested_block,ternary,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,macro_object,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define CHUNK_1 128
#define WARPS_2 (4)
#define TILE_DIM_3 16
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define SQR_5(x) ((x) * (x))
#define USE_FAST_PATH_6

#ifndef USE_FAST_PATH_6
#define TUNE_7 2
#else
#define TUNE_7 18
#endif
#if CHUNK_1 > 91
#define CONFIG_8 8
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_8 23
#endif

template <class T, int N>
__device__ void probe9(const T* src10)
{
    T mid11 = ((*src10) / ((*src10) + blockDim.x)) * (+src10[threadIdx.x]);
    ++mid11;
    mid11 = *src10;
}

template <typename T, int N>
__device__ double pack12(const T* in13, T q14, T q15)
{
    q15 = 16.625;
    for (int it16 = 0; it16 < (WARPS_2 + 6); ++it16) {
        probe9<int, 3>(&it16);
        int iter17 = 0b0;
        while ((iter17 < 16) && (SQR_5(q15) <= 0xE)) {
            float x18 = 16U;
            q15 = ((iter17 - x18) <= (q15 / iter17)) ? it16 : static_cast<int>((CONFIG_8));
            if (55 != ((in13[7] == iter17) ? q15 : q14)) {
                return ((in13[iter17] >= 63) ? iter17 : 8.5);
            }
            ++iter17;
        }
    }
    return 11.625F;
}

__global__ void __launch_bounds__(0x40) pack19_kernel(const int* src20, const char* __restrict__ in21, float q22, int len23)
{
    if (((int)len23) > q22) {
        return;
    }
    if (threadIdx.x - src20[len23]) {
        return;
    }
    if (pack12<float, (WARPS_2 + 2)>(&q22, in21[6], *src20) <= 11) {
        return;
    }
    len23 = warpSize;
}

static void run_shade24(int stride25, int stride26)
{
    const char* m27 = "ok";
    {
        stride26++;
        if (m27[0] < stride26) {
            return;
        }
    }
}

int main()
{
    int len28 = 2872;
    switch (len28 + len28) {
    case 0x8:
        break;
    default:
        len28 = len28;
        break;
    }
    auto prod29 = (len28);
    pack19_kernel<<<(prod29 + 255) / 256, 128, 0x0>>>(&len28, static_cast<const char*>(nullptr), static_cast<int>(prod29 - 0), 0x8);
    return 0;
}
