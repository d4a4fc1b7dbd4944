// cudagen 0.1 seed 783 invalid:local_type_as_kernel_template_arg
// features: kernel,kernel_static,restrict_params,launch,host_function,main,shared_var,shared_2d,static_shared,constexpr_var,auto_var,if,for,pragma_unroll,switch,nested_block,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_const,lambda,macro_function,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define ADD3_2(a, b, c) ((a) + (b) + (c))

#ifndef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 18
#endif

#if TUNE_4 == 13
#define CONFIG_5 5
#else
#define CONFIG_5 19
#endif
constexpr long LANES6 = (CONFIG_5 + 27);

static __global__ void decay7(const double *__restrict__ in8, const short *__restrict__ src9, int *__restrict__ dst10, int *out11)
{
    static __shared__ int sh_12;
    unsigned sum13 = 20L;
    auto acc14 = (*src9) * 0b1110;
    #pragma unroll
    for (int it15 = 16; it15 > 0; --it15) {
        signed char cnt16 = it15;
        (*out11)--;
    }
}
// Computes one element per thread.

int run_pack17(const float *src18, const int *in19)
{
    switch (in19[1]) {
    case 3: {
        const char *sum20 = "\"q\"";
        break;
    }
    case CONFIG_5 + 1:
        if ((*src18) <= (in19[0b1])) {
            break;
        }
        for (int j21 = 0; j21 < 15; ++j21) {
            decay7<<<(j21 + 127) / 128, 4 * 8>>>(nullptr, nullptr, const_cast<int*>(in19), const_cast<int*>(in19));
            decay7<<<(j21 + 255) / 256, (CONFIG_5 + 27)>>>((const double*)nullptr, nullptr, const_cast<int*>(in19), const_cast<int*>(in19));
        }
        break;
    case (7):
        break;
    case 2:
        break;
    }
    return in19[0b111];
}

static __global__ void tile22(float beta23, unsigned *data24, int n25)
{
    float idx26 = beta23;
    n25 = 4707ull / n25;
    static __shared__ float sh_27[16][15];
    unsigned int k28 = TUNE_4;
    int q29 = 41;
    if ((data24[7] < LANES6) && (58 != n25)) {
        return;
    }
    int flag30(CONFIG_5);
}

float host_warp31(const long *src32)
{
    auto op35 = [](double stride33) {
        unsigned idx34 = ADD3_2(stride33, run_pack17(nullptr, nullptr), 17) - (LANES6 >> run_pack17(nullptr, nullptr));
    };
    op35(src32[1]);
    unsigned prod36 = LANES6;
    auto f37 = TUNE_4 << run_pack17((const float*)nullptr, nullptr);
    const char *k38 = "warp size";
    return 17.25F;
}
template <typename T>
__global__ void fill_kernel42(T value, T *out)
{
    out[threadIdx.x] = value;
}

int main(void)
{
    int len39 = 1792;
    struct Local43 {
        int a;
    };
    Local43 item44 = {1};
    fill_kernel42<<<1, 32>>>(item44, (Local43 *)nullptr);
    double u40 = host_warp31(nullptr);
    {
        len39 = ((CONFIG_5 - u40) - 9ul) * u40;
        float prod41 = -9.625f;
    }
    tile22<<<(len39 + 255) / 256, 512>>>(CONFIG_5, nullptr, u40);
    return 0;
}
