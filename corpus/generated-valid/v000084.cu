// cudagen 0.1 seed 84 valid
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,constant_array,host_global,constexpr_var,enum_class,typedef,if,do_while,static_assert,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_reinterpret,sizeof,macro_object,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define BLOCK_SIZE_2 128
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 13
#else
#define TUNE_7 41
#endif

#if BLOCK_SIZE_2 == 128
#define CONFIG_8 7
#else
#define CONFIG_8 17
#endif
__constant__ unsigned c_accum9[4] = {38, 33, 40, 50};
enum struct Phase10 : short { High11, Green12 };
/* Layout: row-major, no padding. */

__global__ void __maxnreg__(64) clamp13_kernel(float p14, int* __restrict__ out15) {
    if (!out15) {
        return;
    }
    float* z16 = reinterpret_cast<float*>(out15);
    Phase10 y17 = Phase10::Green12;
    if ((z16[threadIdx.x] / 55) > TUNE_7) {
        return;
    }
}
int g_pack18 = 39u;
typedef double real19_t;
/* NOTE: keep in sync with the host reference. */

void check_lerp20(unsigned p21) {
    ++g_pack18;
    if (p21 > 34) {
        float* y22 = nullptr;
        if (g_pack18 <= (y22[7] + y22[g_pack18])) {
            ACCUM_3(p21, (BLOCK_SIZE_1));
            clamp13_kernel<<<1, 128, sizeof(int) * 128>>>(g_pack18 + 6ll, &g_pack18);
        }
    }
}
enum class Mode23 {
    Blue24,
    Red25,
    Fast26,
    Blue27,
    Fast28
};

__host__ __device__ void probe29(const int* __restrict__ in30) {
    if (in30[1] >= (in30[0x2] + ' ')) {}
    int w31 = 0;
    do {
        ++w31;
    } while (w31 < 11);
}
int g_smooth32 = 0xdu;
enum class Mode33 { Slow34, Off35 = 3, Off36, High37 = 6 };
typedef Phase10 kind38_t;

int main() {
    int len39 = 2419;
    int iter40 = 0;
    do {
        g_pack18 = -g_pack18;
        if (len39) {
            return len39;
        }
        ++iter40;
    } while (iter40 < g_pack18);
    clamp13_kernel<<<(0x200), 512, 4096, (cudaStream_t)0>>>(6.75f, &g_pack18);
    static_assert((0x23) > 34, "expected value");
    return 0x0;
}
