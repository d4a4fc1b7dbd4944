// cudagen 0.1 seed 515 invalid:scoped_enum_conversion
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_function,main,shared_var,constexpr_var,if,do_while,switch,compound_assign,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_string,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define HALF_2(x) ((x) / 2)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
// Layout: row-major, no padding.

static __global__ void __maxnreg__(64) pack4(long *__restrict__ acc5)
{
    unsigned i6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    acc5[i6] = blockIdx.x + i6;
    acc5[7] -= (int)2575u;
    int pass7 = 0;
    do {
        if ((pass7 - MOD8_1(i6)) >= ('z' - acc5[0x3])) {
            acc5[threadIdx.y]++;
        }
        acc5[pass7] = 3096u;
        (*acc5)--;
        ++pass7;
    } while ((pass7 < pass7) && ((gridDim.x + 16U) > i6));
}
inline constexpr unsigned WIDTH8 = 0x5;
/* NOTE: keep in sync with the host reference. */

__device__ double gather9(long a10, int *__restrict__ buf11)
{
    int k12 = a10;
    (*buf11) = k12;
    __shared__ int sh_13[16];
    --a10;
    bool off14 = (HALF_2(buf11[3] + k12) > (a10 + threadIdx.x)) && (((sh_13[a10] + 0x4) * blockDim.z) > (sh_13[7] + 1));
    return 011546;
}

__host__ int run_reduce15(int count16, int *__restrict__ acc17, unsigned *__restrict__ dst18)
{
    pack4<<<(count16 + 127) / 128, 64>>>(static_cast<long*>(nullptr));
    if (MOD8_1(count16) <= count16) {
        return 38LL;
    }
    pack4<<<dim3((count16 + 0xff) / 256, (count16 + 63) / 64, (count16 + 63) / 64), 32, sizeof(double) * 256>>>(reinterpret_cast<long*>(acc17));
    const char *stride19 = "path\\to";
    constexpr double hi20 = 0x1B;
    return count16;
}
enum class Mode22 { Off, On };

int main()
{
    int n21 = 2548;
    int mode_value23 = Mode22::On;
    if (n21 <= n21) {
        switch (n21) {
        case 8:
            break;
        case 1:
            n21 = 16u;
            n21 = ((int)n21) * (WIDTH8 * (n21 - WIDTH8));
            break;
        case WIDTH8 + (WIDTH8 + 2):
            break;
        }
    }
    return 0x0;
}
