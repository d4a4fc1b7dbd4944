// cudagen 0.2 seed 295 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,host_function,static_host_function,main,constexpr_var,local_array,const_local,if,ternary,compound_assign,bitwise,logical,comparison,comma,pointer_arith,array_index,lit_int_suffix,lit_char,lit_char_escape,lit_string,lit_raw_string,lit_nullptr,cast_functional,cast_static,lambda,lambda_capture_ref,lambda_iife,macro_object,macro_statement,pp_if,pp_undef,local_class,extended_lambda,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cmath>
#include <cuda/std/array>
#include <cuda/std/functional>

#define BLOCK_SIZE_1 256
#define RADIUS_2 16
#define RADIUS_3 256
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#if RADIUS_2 > 8
#define CONFIG_5 7
#elif RADIUS_2 < 0
#error unreachable configuration
#else
#define CONFIG_5 23
#endif
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 8
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__host__ __device__ float norm7(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}

int run_warp8(double cfg9, int count10, int n11)
{
    SWAP_4(int, count10, n11);
    if (n11 && (n11 > n11)) {
        return n11;
    }
    ([&] {
        cfg9 *= (count10 + 29) | ((count10 - 52) * ((cfg9 < BLOCK_SIZE_1) ? n11 : count10));
        const char *f12 = R"xy(a "quoted" )word)xy";
        bool cnt13 = (static_cast<double>(count10 + cfg9) > (CONFIG_5 + n11)) && ((((cfg9 >= n11) ? '\x7f' : count10) + (8 & f12[1])) < (count10 & n11));
    })();
    if ((n11 <= 43) && count10) {
        return 17;
    }
    auto lam14 = [n11] __device__ (int v) { return v * 9 + n11; };
    applyEach6<<<1, 32>>>(lam14, nullptr, n11);
    return ((cfg9 * '0') + (n11 += 57l, n11)) * n11;
}

__global__ void march15(int count16)
{
    const signed char hi17 = unsigned(gridDim.x);
    count16 = hi17 * (hi17);
    if ((hi17 != (hi17)) && (hi17 != (hi17 - 5))) {
        count16 = hi17;
    }
    float u18 = hi17;
    if (u18 != BLOCK_SIZE_1) {
        return;
    }
    struct Local19 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local19 mid20{4};
    int mid21 = mid20.add(int(u18));
    (void)mid21;
}

static __host__ float host_tally22(unsigned int q23, int len24, int stride25)
{
    float *m26 = static_cast<float*>(nullptr);
    q23 *= int(len24);
    int v27[8]{stride25, 47L, 44, 24l, int(len24), 4080, static_cast<int>('z'), 57};
    (void)v27;
    return *m26;
}

int main()
{
    int count28 = 3816;
    dim3 hi29(64, (count28 + 31) / 32, 64);
    (void)hi29;
    count28 %= 13lu - count28;
    march15<<<dim3(8), 128>>>(29);
    return 0;
}
