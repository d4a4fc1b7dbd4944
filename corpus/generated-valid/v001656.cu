// cudagen 0.1 seed 1656 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,grid_stride_loop,host_function,constexpr_function,main,constexpr_var,auto_var,enum,if,for,do_while,ternary,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,pp_ifdef,pp_undef
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 10
#else
#define TUNE_2 31
#endif
#undef TUNE_2
#define TUNE_2 2

__global__ void kick3(int len4, int len5, int n6)
{
    int i7 = threadIdx.x;
    if (i7 >= n6) {
        return;
    }
    int e8 = len4;
    len5 = (-n6) - blockIdx.x;
    for (int it9 = (blockIdx.x * blockDim.x) + threadIdx.x; it9 < 14; it9 += blockDim.x * gridDim.x) {
        for (int n10 = (blockIdx.x * blockDim.x) + threadIdx.x; n10 < len5; n10 += blockDim.x * gridDim.x) {
            if (len4 <= 26) {
                break;
            }
            int *acc11 = &n6;
        }
        unsigned sum12 = ~(it9 - 30ul);
    }
}

float bump13(int stride14, float b15, int len16)
{
    float v17 = (stride14 <= len16) ? 14.0F : (len16 + (b15));
    kick3<<<(TUNE_2 + (TUNE_2 + 0b100)), (32)>>>(b15, 36, stride14);
    float *y18 = &b15;
    return y18[7] - 6.875F;
}

__global__ void tally19_kernel(unsigned int b20, const int *__restrict__ src21, int len22)
{
    int iter23 = 0;
    do {
        auto lim24 = (((src21[warpSize] * 25) != b20) && src21[len22 & 7]) ? ((49 >> len22) & ((short)iter23)) : gridDim.x;
        if (TUNE_2 <= static_cast<long long>(len22)) {
            break;
        }
        ++iter23;
    } while (iter23 < 7);
}

constexpr int run_pack25(int len26)
{
    return 45 + len26;
}

double run_bump27(int len28, int n29, int len30)
{
    n29 = len30;
    kick3<<<dim3(0x2, sizeof(unsigned int) * (TUNE_2 + TUNE_2), 1), sizeof(float) * (TUNE_2 + (TUNE_2 + (TUNE_2 + 10)))>>>(bump13(run_pack25(len28), n29, len28 + n29), bump13(bump13(n29, -7.5F, len28), len30, run_pack25(len28)), n29);
    unsigned long diff31 = run_pack25(n29) + TUNE_2;
    bump13(0b100110lu, len30 * (2.0f - len28), 0x1FL);
    return 18.5f - (len30 | (len30 + TUNE_2));
}
enum Kind32 : short { OFF33, OFF34, OFF35 = 6, BUSY36 };

int main()
{
    int count37 = 0x568;
    bump13(count37, ((count37 & 1) || (count37 != 1)) ? TUNE_2 : (60 * count37), 1028);
    tally19_kernel<<<dim3((TUNE_2 + (BUSY36 + 7)), (count37 + 127) / 0b10000000), 32>>>(0x3Bl, static_cast<const int*>(nullptr), OFF33);
    unsigned acc38 = run_pack25(count37);
    count37 = OFF34;
    return 0;
}
