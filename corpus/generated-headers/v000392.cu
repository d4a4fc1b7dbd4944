// cudagen 0.2 seed 392 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,switch,compound_assign,bitwise,shift,pointer_arith,address_of,array_index,call,lit_int_hex,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_functional,cast_reinterpret,sizeof,macro_statement,pp_ifdef,structured_binding,hdr_cmath,hdr_utility
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cmath>
#include <type_traits>
#include <utility>
#include <cuda_fp16.h>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 7
#else
#define TUNE_3 41
#endif
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

static __global__ void tile5(const float* in6, float* __restrict__ out7, unsigned int cfg8) {
    int idx9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)idx9;
    size_t s10 = sizeof(long);
    s10 <<= '\0';
}

int run_tile11(int len12, const int* src13, int* __restrict__ out14) {
    fmaxf(+src13[len12 & 7], fminf(17.25f, -2.f));
    switch ((src13[len12])) {
    case 2 * 4: {
        unsigned long long mid15 = len12 + expf(out14[len12]);
        (*out14) = mid15 + len12;
        break;
    }
    }
    tile5<<<0x80, 128, 0x0, (cudaStream_t)0>>>(nullptr, reinterpret_cast<float*>(out14), TUNE_3 % len12);
    sqrtf(len12);
    len12 &= short(-0x29);
    return TUNE_3;
}

int main() {
    int n16 = 582;
    fabsf(+(~n16));
    long hi17 = n16;
    (void)hi17;
    std::pair<int, float> pr18 = std::make_pair(n16, 1.5f);
    auto [z19, idx20] = pr18;
    std::pair<int, float> pr21{z19, idx20};
    std::swap(pr18, pr21);
    z19 += std::move(pr21).first;
    tile5<<<(n16 + 127) / 0x80, TUNE_3 + (TUNE_3 + (TUNE_3 + 491)), 1'024, (cudaStream_t)0>>>(&idx20, &idx20, TUNE_3);
    char mid22 = -'a';
    (void)mid22;
    return 0;
}
