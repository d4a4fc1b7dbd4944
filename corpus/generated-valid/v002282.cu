// cudagen 0.1 seed 2282 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,host_function,constexpr_function,main,constexpr_var,auto_var,struct,aligned_struct,enum,namespace,if,if_else,for,pragma_unroll,switch,switch_fallthrough,comparison,pointer_arith,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define LOW_BITS_2(x) ((x) & 0xF)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
enum Op4 {
    OFF5,
    HIGH6,
    HIGH7,
    GREEN8,
    LOW9
};

namespace gpu10 {
struct alignas(16) Pixel11 {
    unsigned int mass12;
    int hi13, y14;
    unsigned int count15;
};

__global__ void accum16_kernel(gpu10::Pixel11 p17, const int *coef18, Op4 q19, Op4 alpha20)
{
    if (LOW_BITS_2(p17.mass12 - warpSize) == (q19 * 4992)) {
        int s21 = sizeof(gpu10::Pixel11);
        if (q19 != HIGH6) {
            float base22 = LOW_BITS_2(blockDim.y) / (p17.mass12 / coef18[0x4]);
            int w23 = (alpha20 - (0x14lu * s21)) + p17.mass12;
        } else if (alpha20 != LOW9) {
        } else {
        }
    }
}

__global__ void count24_kernel(float cfg25, const long long *coef26)
{
    int gid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    auto cnt28 = 'A';
    cnt28 = cfg25;
    cnt28 = LOW_BITS_2((warpSize + 3) - (coef26[1] + threadIdx.x));
    cfg25 = (coef26[gid27] * static_cast<int>(49)) % ((coef26[4] - gid27) + (coef26[7] - 63));
    cfg25 = gid27 / (static_cast<long>(HIGH6) / (gridDim.z / coef26[3]));
}
} // namespace gpu10

__global__ void weigh29(double *__restrict__ dst30)
{
    int tid31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    #pragma unroll 2
    for (int i32 = 0x0; i32 < tid31; i32++) {
        Op4 z33 = HIGH7;
    }
    if (59 < dst30[7])
        return;
}

constexpr int host_mix34(int lane35, int stride36)
{
    double lim37 = +(lane35 - (HIGH6 / stride36));
    return ((14) - SQR_1(stride36)) / LOW_BITS_2(lane35);
}

int main()
{
    int n38 = 0xCA9;
    for (int it39 = 0; it39 < n38; ++it39) {
        gpu10::count24_kernel<<<dim3(sizeof(unsigned int) * 0b100, 0x40), dim3(sizeof(float))>>>(+((-0l) - it39), nullptr);
        switch (it39 - 40) {
        case (9):
            n38 = (1124u / (n38 - it39)) * SQR_1(n38 * n38);
            [[fallthrough]];
        case 8:
        case HIGH6 + 1:
            weigh29<<<(32), (HIGH7 + 2) * (GREEN8 + (HIGH7 + (HIGH7 + 1)))>>>((double*)nullptr);
            [[fallthrough]];
        case (10):
            break;
        }
    }
    gpu10::accum16_kernel<<<dim3(sizeof(int) * (LOW9 + (GREEN8 + 0b1)), (n38 + 255) / 256, (n38 + 0x3F) / 64), (GREEN8 + (GREEN8 + 0x2)) * (LOW9 + (GREEN8 + (LOW9 + 5)))>>>(gpu10::Pixel11{}, nullptr, HIGH6, GREEN8);
    return 0;
}
