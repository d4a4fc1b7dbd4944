// cudagen 0.2 seed 758 valid headers
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,struct,if,if_else,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_suffix,lit_char,lit_char_prefix,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,comments
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <type_traits>
#include <tuple>
#include <cuda/std/array>
#include <cuda/std/functional>
#include <compare>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
// Returns the accumulated value.
struct Particle6 {
    int z7;
    float w8;
    long long lo9;
};
__global__ void __launch_bounds__(sizeof(unsigned int) * 8, 4) mix10(unsigned int* acc11, long long alpha12)
{
    int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int q14 = 44 / ((22 >= (acc11[threadIdx.y & 7] + gid13)) ? (+warpSize) : alpha12);
    bool off15 = TWICE_PLUS_2((alpha12 >> acc11[q14 & 7]) - alpha12, 51);
    (void)off15;
}
__global__ void blend16(unsigned char p17)
{
    int r18 = -8L;
    if (r18 >= p17) {
        if (gridDim.x > TWICE_PLUS_2(r18, r18)) {
            if (blockIdx.z <= r18) {
                r18 |= -3233;
                p17 = sizeof(int);
            }
        } else if (((double)static_cast<double>(p17)) > (threadIdx.x % 31)) {
            float flag19 = (((r18 <= p17) ? r18 : sizeof(int)) | (p17 & r18)) ^ blockIdx.x;
            (void)flag19;
        } else {
        }
    } else {
    }
}
int shade20(double* dst21, const int* coef22)
{
    dst21[4] += coef22[6] % 5;
    mix10<<<16 * 16, 16 * 8, sizeof(double) * 64, (cudaStream_t)0>>>(reinterpret_cast<unsigned*>(dst21), 35);
    return (float)42l;
}
int main(void)
{
    int count23 = 2403;
    count23 += TWICE_PLUS_1(count23, ' ') * 45;
    count23 <<= ((~count23) + count23) * count23;
    count23 >>= (count23 <= 30l) ? (((unsigned)count23) + count23) : ((unsigned)(count23 - u'z'));
    count23 += ~(count23 | count23);
    count23 <<= count23;
    blend16<<<(count23 + 255) / 256, 512, 256 * 16, (cudaStream_t)0>>>(54 ^ (count23 * 41ULL));
    return 0;
}
