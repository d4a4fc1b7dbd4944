// cudagen 0.2 seed 343 valid headers
// features: kernel,restrict_params,launch,host_function,main,constexpr_var,local_array,enum,if,if_else,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_object,macro_statement,pp_if,enum_underlying,structured_binding,exceptions,hdr_cuda_fp16
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cuda_fp16.h>

#define RADIUS_1 128
#define CHUNK_2 3
#define RADIUS_3 256
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_5(a, b) a##b

#if CHUNK_2 == 3
#define CONFIG_6 5
#else
#define CONFIG_6 22
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void bump8(float* __restrict__ dst9, float* __restrict__ data10) {
    if ((dst9[1] * (2013l * data10[4])) > (dst9[3])) {
        data10[4] = ((-dst9[1]) * (data10[2] * data10[5])) - 0x12;
    } else {
        double x11 = -60;
        (void)x11;
        dst9[5] -= *data10;
    }
    int res12[5]{0b11010, static_cast<int>(1116l), 51, 7, static_cast<int>(0b111)};
    (void)res12;
    int t13 = 2664;
    (void)t13;
}
enum Color14 : int { OFF15 = 1, LOW16 };
struct Failure17 {
    int code;
};
int check19(int v) {
    if (v > 40) {
        throw Failure17{v};
    }
    return v;
}
int guarded18(int x) {
    try {
        return check19(x);
    } catch (const Failure17 &e) {
        return e.code;
    } catch (int e) {
        return e + 1;
    } catch (...) {
        return 0;
    }
}
struct Result20 {
    int first;
    int second;
};
__device__ Result20 make21(int x) { return Result20{x, x}; }
__device__ int unpack22(int x) {
    auto [a, b] = make21(x);
    int arr[3] = {x, 1, 2};
    auto [p, q, r] = arr;
    Result20 v{x, x};
    auto &&[m, n] = v;
    return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}
__device__ float halfMix23(float x) {
    __half a = __float2half(x);
    __half b = __float2half(8.5f);
    __half s = __hadd(a, b);
    __half p = a * b;
    return __half2float(s) + __half2float(p);
}

unsigned check_sweep24(const unsigned* __restrict__ coef25, float a26) {
    a26 = (a26 += a26, LOW16);
    a26 /= static_cast<float>(*coef25);
    a26 += a26;
    return a26;
}

int main() {
    int n27 = 3839;
    ACCUM_4(n27, (OFF15 - (n27 % n27)));
    --n27;
    --n27;
    n27 ^= n27;
    bump8<<<(n27 + 31) / 0x20, 128>>>((float*)nullptr, nullptr);
    return 0x0;
}
