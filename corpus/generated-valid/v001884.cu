// cudagen 0.1 seed 1884 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,static_device_function,host_device_function,host_function,main,local_array,auto_var,anon_namespace,if,if_else,while,switch,switch_fallthrough,ternary,bitwise,shift,comparison,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_string,lit_string_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__host__ __device__ unsigned short reduce3(unsigned* dst4, int lane5, int lane6)
{
    if (((dst4[lane5] ^ lane5) * ((*dst4) * 3330)) > (~lane6)) {
        if (lane6 <= (25 * lane6)) {
            if (static_cast<int>(lane6) >= lane5) {
                unsigned int u7 = 37;
                lane5 = u7;
            }
        }
    }
    return (dst4 == nullptr) ? lane5 : 0b11001;
}

__global__ void warp8_kernel(float cfg9)
{
    if (ADD3_1((static_cast<unsigned long long>(cfg9)), cfg9, cfg9 * threadIdx.z) >= (cfg9 / 4568)) {
        float v10[3] = {};
        if (ADD3_1(warpSize, cfg9, v10[1]) < cfg9) {
            return;
        }
        if ((v10[blockIdx.x] >= v10[threadIdx.x]) ? u' ' : 5) {
            auto idx11 = +((v10[threadIdx.x] - 18.75f) * (0b10000 ^ blockIdx.x));
            v10[1] = v10[blockIdx.y] - static_cast<double>(11.875 / cfg9);
        } else if (threadIdx.z != (cfg9 += v10[2], threadIdx.z)) {
        } else {
        }
    } else {
    }
}

namespace {
__host__ long host_probe12(int* data13, int lane14)
{
    lane14 = -lane14;
    warp8_kernel<<<4, dim3((lane14 + 127) / 128, (lane14 + 63) / 0100), 0>>>((24.625f - lane14) / ADD3_1(*data13, sizeof(float), *data13));
    const char* flag15 = u8"path\\to";
    lane14 = 48 + flag15[1];
    if ((flag15[0] | 25lu) > 31) {
        return 0b11111l;
    }
    return 4 + static_cast<signed char>(lane14);
}

static __device__ __forceinline__ long long accum16(int stride17, int count18, int len19)
{
    switch (gridDim.x << 6) {
    case 6:
        count18 = (float)11;
        break;
    case 7:
        count18 = 2316U;
        break;
    case 0:
    case 1 << 2:
        break;
    }
    return (blockIdx.y);
}
} // namespace

int main()
{
    int len20 = 2218;
    int w21 = 0;
    while (w21 < w21) {
        warp8_kernel<<<dim3((w21 + 127) / 128, (8)), 1 << 8>>>(10ull);
        if (w21 > 9lu) {
            return (len20 + u8'#') - (w21 ^ 39U);
        }
        ++w21;
    }
    int cnt22 = -3;
    return 0;
}
