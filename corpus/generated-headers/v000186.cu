// cudagen 0.2 seed 186 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,main,shared_var,extern_shared,constexpr_var,using_alias,do_while,bitwise,shift,logical,comparison,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,cast_static,sizeof,macro_object,macro_paste,pp_if,structured_binding,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <tuple>
#include <cooperative_groups.h>

#define RADIUS_1 128
#define CAT_2(a, b) a##b
#if (RADIUS_1 * 2) >= 62 && RADIUS_1 != 0
#define CONFIG_3 5
#elif RADIUS_1 < 0
#error unreachable configuration
#else
#define CONFIG_3 29
#endif
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Result5 {
    int first;
    float second;
};
Result5 make6(int x) { return Result5{x, static_cast<float>(x)}; }
int unpack7(int x) {
    auto [a, b] = make6(x);
    int arr[3] = {x, 1, 2};
    const auto &[p, q, r] = arr;
    Result5 v{x, static_cast<float>(x)};
    auto &&[m, n] = v;
    return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}
using idx8_t = unsigned int;

__global__ void gather9_kernel(float beta10)
{
    extern __shared__ signed char dyn_11[];
    beta10 = (floorf(dyn_11[5]) / beta10) * (+(dyn_11[6] + dyn_11[0b10]));
    dyn_11[4] = static_cast<float>(15u - (dyn_11[0x2] - 23.25f));
    int w12 = 0;
    do {
        beta10 = dyn_11[w12] >> dyn_11[4];
        sqrtf(cosf(4.f - dyn_11[w12 & 7]));
        ++w12;
    } while (w12 < w12);
}

int main()
{
    int count13 = 3621;
    fmaxf(RADIUS_1 % count13, -(count13 * count13));
    gather9_kernel<<<sizeof(int) * 0x4, sizeof(unsigned int) * (CONFIG_3 + 59)>>>(sizeof(unsigned));
    int pass14 = 0;
    do {
        gather9_kernel<<<dim3((pass14 + 63) / 64), 128>>>((22 * pass14) | (pass14));
        gather9_kernel<<<(CONFIG_3 + 123), CONFIG_3 + (CONFIG_3 + (CONFIG_3 + (CONFIG_3 + (CONFIG_3 + (CONFIG_3 + 2))))), sizeof(int) * 128, nullptr>>>(cosf(17.5f - pass14));
        ++pass14;
    } while ((pass14 < 13) && (count13 > 64));
    return 0x0;
}
