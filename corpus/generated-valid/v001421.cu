// cudagen 0.1 seed 1421 valid
// features: kernel,kernel_static,launch_bounds,launch,builtin_vars,host_device_function,host_function,constexpr_function,default_args,main,shared_var,extern_shared,host_global,constexpr_var,local_array,enum,using_alias,if,for,pragma_unroll,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b
int g_smooth2 = 40;
using idx3_t = unsigned long;
enum Axis4 : long { ON5, IDLE6 = 4, RED7 = 10 };
static constexpr double kL8 = 10.0;

__host__ int kick9(int lane10 = 0x2D)
{
    lane10 = 19lu;
    g_smooth2++;
    long m11[5]{409, 0x3d, 64, 47, 8l};
    for (int it12 = g_smooth2; it12 > 0; --it12)
        g_smooth2 = -(ON5 + (m11[0]));
    g_smooth2 = g_smooth2;
    return 0x2BLL;
}

__global__ void smooth13_kernel(int count14, int *data15, float *data16)
{
    extern __shared__ float dyn_17[];
    int idx18 = threadIdx.x;
    if (idx18 >= count14)
        return;
    count14--;
    if ((dyn_17[5] * data15[0x0]) <= count14)
        return;
}

static __global__ void __launch_bounds__(RED7 + 502) accum19(unsigned int *dst20, short *dst21)
{
    unsigned idx22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*dst20) = idx22;
    dst21[6] = 63L - (*dst21);
    float m23 = (-dst21[blockDim.x]) & threadIdx.y;
}

constexpr __host__ __device__ int tile24(int count25)
{
    double lim26 = kL8 + count25;
    return 10;
}

double host_probe27(double alpha28, int len29 = 40)
{
    constexpr int acc30 = 17;
    accum19<<<(g_smooth2 + 127) / 128, RED7 + (IDLE6 + 50)>>>(nullptr, nullptr);
    smooth13_kernel<<<1 << 1, (128)>>>(kick9(), &len29, static_cast<float*>(nullptr));
    for (int j31 = 0; j31 < len29; ++j31) {
        for (int n32 = 0, j33 = len29; n32 < j33; (++n32, (--j33))) {
            Axis4 lo34 = IDLE6;
            float diff35(alpha28);
        }
    }
    return 3.125f;
}

__global__ void bump36(double *acc37)
{
    int idx38 = threadIdx.x;
    (*acc37) = RED7;
    tile24((CAT_1(idx, 38)));
    #pragma unroll 2
    for (int j39 = 0x2; j39 > 0x0; --j39) {
        int f40[5] = {idx38, 61, static_cast<int>(*acc37), -34, 38L};
        int lo41 = kL8;
    }
}

__host__ __device__ int drift42(float *dst43)
{
    int sum44 = 63U * (*dst43);
    Axis4 base45 = ON5;
    base45 = RED7;
    tile24(sum44 * 27);
    float prod46[(IDLE6 + 1)] = {4.0f, 36L, static_cast<float>(875 << sum44), 2.0F};
    return 0x4fe;
}

int main()
{
    int size47 = 1522;
    int flag48 = 14;
    size47 = -kL8;
    g_smooth2 = g_smooth2;
    bump36<<<256, (IDLE6 + (RED7 + (IDLE6 + 14)))>>>(static_cast<double*>(nullptr));
    if (!(g_smooth2 <= size47))
        return 0x3d >> (CAT_1(flag, 48) * size47);
    double y49 = size47 - ((!size47) ? (-(-22.0F)) : (8l | size47));
    return 0;
}
