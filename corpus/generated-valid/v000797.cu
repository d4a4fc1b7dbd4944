// cudagen 0.1 seed 797 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_template_function,host_function,main,device_var,shared_var,static_shared,constexpr_var,enum,if,do_while,ternary,compound_assign,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,lambda,lambda_launch,macro_paste,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 4
#else
#define TUNE_6 41
#endif
__device__ float d_bump7 = 1.375F;
enum State8 {
    GREEN9,
    IDLE10,
    IDLE11 = 5,
    LOW12,
    SLOW13
};
/* NOTE: keep in sync with the host reference. */

__global__ void tally14_kernel(double *dst15, int lane16, const unsigned long *in17)
{
    State8 acc18 = IDLE11;
    ++lane16;
    ACCUM_1(dst15[0b1], (CAT_4(lane, 16)));
    static __shared__ long sh_19[8];
}

template <class T, typename U>
__device__ void lerp20(const T *in21, unsigned *data22, U beta23)
{
    int w24 = 0;
    do {
        beta23 -= w24;
        char idx25 = in21[w24] + d_bump7 + (GREEN9 - (blockDim.x + blockIdx.x));
        --d_bump7;
        ++w24;
    } while ((w24 < 7) && (!(gridDim.x > 52)));
    beta23++;
    __shared__ float sh_26[64];
}

long long run_apply27(int lane28)
{
    lane28--;
    auto fn31 = [](short s29, float base30) {
        if (s29 < CAT_4(base, 30)) {
            base30 = IDLE11 * base30;
            tally14_kernel<<<dim3((16), 512), dim3(SLOW13 + (IDLE10 + 248), SLOW13 + (TUNE_6 + 208)), 4096>>>(nullptr, s29, (const size_t*)nullptr);
        }
    };
    fn31(CAT_4(lane, 28), lane28);
    State8 h32 = GREEN9;
    const char *stride33 = "warp size";
    return 6l;
}

void host_kick34(float cfg35)
{
    unsigned long long k36 = (067 + cfg35) - (22u - cfg35);
    k36 <<= run_apply27(k36 - (cfg35 / 30));
    k36 = (k36 += 28lu, ((cfg35 += cfg35, cfg35) - SLOW13));
    if ((((unsigned char)k36) * 39ul) == run_apply27(k36)) {
        cfg35 += (run_apply27(0x33) - k36) >> run_apply27(55);
    }
    if (!(k36 > 12)) {
        return;
    }
    State8 sum37 = LOW12;
}

int main(void)
{
    int len38 = 3425;
    len38 = len38 ? (-(0x3f / CAT_4(len, 38))) : ((len38) * (len38 + len38));
    tally14_kernel<<<dim3((040), (len38 + 255) / 256), dim3(LOW12 + 26, (len38 + 63) / 64), 0>>>(nullptr, -0b100111, nullptr);
    tally14_kernel<<<IDLE10 + 1, 0x1 << (IDLE11 + (IDLE10 + IDLE10)), IDLE10 + 1023>>>(nullptr, len38 * len38, (const unsigned long*)nullptr);
    constexpr float z39 = 44;
    return 0;
}
