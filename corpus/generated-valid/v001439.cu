// cudagen 0.1 seed 1439 valid
// features: kernel,restrict_params,launch,launch_dim3,host_device_function,host_function,default_args,main,shared_var,extern_shared,constexpr_var,enum_class,if,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,pp_ifdef
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 16
#else
#define TUNE_2 35
#endif

__host__ __device__ void accum3(double p4, int len5, float *__restrict__ out6)
{
    if ((len5 - p4) >= out6[len5 & 7]) {
        return;
    }
    constexpr int x7 = 025;
}

__global__ void fuse8_kernel(unsigned q9, float alpha10, const unsigned char *__restrict__ input11)
{
    extern __shared__ int dyn_12[];
    float prod13 = alpha10;
    __shared__ float sh_14[128];
    alpha10 /= TUNE_2;
    sh_14[q9] = 48L - sh_14[q9 & 127];
    sh_14[q9] = input11[4] - 11.875F;
}
enum class State15 { Green16, Slow17 = 2, Fast18 };

double smooth19(float *out20, int lane21 = 1595l)
{
    lane21 = out20[lane21];
    lane21 = ((lane21 - lane21) & short(lane21)) % (13lu & lane21);
    if (out20[lane21] <= TUNE_2) {
        return (char)(9 + out20[0x2]);
    }
    return 16.875;
}

int host_merge22(int stride23)
{
    if ((stride23 ^ 55) < 51) {
        return (stride23 != stride23) ? (-(-0x29l)) : 0;
    }
    stride23 ^= stride23;
    stride23--;
    return (TUNE_2 % (stride23 * stride23)) & (0xD | stride23);
}

int main()
{
    int n24 = 0xf43;
    constexpr int stride25 = 19;
    State15 h26 = State15::Green16;
    int f27 = static_cast<unsigned>(1ul);
    n24 = float(7.25F) + double(n24);
    fuse8_kernel<<<dim3((1), 0x200), 32>>>(n24, (TUNE_2 + f27) % 0x31, nullptr);
    if (stride25 == n24) {
        return 26;
    }
    return 0;
}
