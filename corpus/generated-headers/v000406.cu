// cudagen 0.2 seed 406 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,host_device_function,constexpr_function,main,constant_array,host_global,constexpr_var,local_array,if,for,ternary,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_functional,cast_static,macro_function,macro_paste
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <cstdio>
#include <utility>
#include <tuple>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define HALF_2(x) ((x) / 2)
#define CAT_3(a, b) a##b
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

constexpr __host__ __device__ int scale5(int count6)
{
    unsigned int res7 = (CAT_3(count, 6) <= 40) ? HALF_2(count6) : (count6 + 14l);
    (void)res7;
    return count6;
}
constexpr double kT8 = 1.25;
__constant__ long c_tally9[8] = {41, 0x28, -33, 040, u8'A', 27l, 0x2e, 0x2E};
static int g_drift10;

__global__ void merge11(int *dst12, int lane13, unsigned int *data14, unsigned int beta15)
{
    lane13 = MIN2_1(c_tally9[beta15] - 0x5, kT8 * lane13) * MIN2_1(lane13 * 0xc, (static_cast<float>(kT8)));
    data14[0b111] = dst12[0x5] / beta15;
}

int main()
{
    int len16 = 0x37;
    if (CAT_3(len, 16) < 64) {
        return -12;
    }
    for (int i17 = 0x0, j18 = 6; i17 < j18; (++i17, (--j18))) {
        float hi19[2] = {4.5f};
        --len16;
        float base20 = MIN2_1((static_cast<int>(hi19[j18]) + j18), (0x25U * g_drift10) / float(CAT_3(i, 17)));
        (void)base20;
    }
    merge11<<<dim3(4), 256, 0>>>(&len16, g_drift10, nullptr, g_drift10);
    return 0;
}
