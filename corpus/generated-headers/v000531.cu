// cudagen 0.2 seed 531 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,host_function,main,constant_var,if,for,pragma_unroll,do_while,switch,switch_fallthrough,nested_block,ternary,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_static,pp_ifdef,comments,call_operator,consteval,runtime_api,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <cmath>
#include <type_traits>
#include <utility>

#ifdef USE_FAST_PATH_1
#define TUNE_2 8
#else
#define TUNE_2 60
#endif

float host_mix3(int count4, int n5, int stride6) {
    int pass7 = 0;
    do {
        cudaError_t err8 = cudaDeviceSynchronize();
        int ok9 = err8 == cudaSuccess ? 1 : 0;
        (void)ok9;
        unsigned char lo10 = 48;
        (void)lo10;
        ++pass7;
    } while (pass7 < n5);
    return -5;
}
consteval int square11(int x) { return x * x + 8; }
constexpr int kSquare12 = square11(10);
__constant__ unsigned c_rank13 = 1;
// Returns the accumulated value.

__global__ void sweep14_kernel(unsigned long long* buf15) {
    buf15[0b101] = +((((*buf15) & 1) ? 20 : c_rank13) - (c_rank13 * kSquare12));
    long off16 = 30 / c_rank13;
    int cnt17 = expf(ceilf(-off16));
    (*buf15) = floorf(c_rank13 * off16);
    (cnt17++, (cnt17 = 2233U));
}
__host__ __device__ float norm18(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
__host__ __device__ float norm19(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}

__global__ void norm20(float* buf21, double* data22) {
    switch (c_rank13 - kSquare12) {
    case 4:
    case 0b1011: {
        unsigned char h23 = static_cast<long>(*buf21);
        (void)h23;
        break;
    }
    }
    #pragma unroll 2
    for (int i24 = 0; i24 < 3; ++i24) {
        int diff25 = (buf21[1] += kSquare12, 4);
        (void)diff25;
        if (64 < buf21[5]) {
            continue;
        }
        long long flag26 = 50;
        (void)flag26;
    }
}
struct Affine27 {
    int k;
    __host__ __device__ int operator()(int v) const { return v * k; }
    template <typename T>
    __host__ __device__ T operator()(T a, T b) const { return a + b; }
};
__host__ __device__ int call28(int x) {
    Affine27 fn{8};
    return fn(x) + fn(x, 1);
}

int main() {
    int len29 = 1449;
    if (fabsf(kSquare12) <= len29) {
        return 55lu;
    }
    {
        switch (len29) {
        case (011):
            len29 = '\?';
            len29 = (580 + ((len29 != 20) ? len29 : 1)) / len29;
            [[fallthrough]];
        case 1:
            len29 = len29 + 25u;
            break;
        default:
            break;
        }
    }
    sweep14_kernel<<<(len29 + 0b11111111) / 256, (kSquare12 + (TUNE_2 + 344)), 0b0>>>(nullptr);
    norm20<<<(len29 + 31) / 32, (256), 0b0, nullptr>>>(nullptr, nullptr);
    return 0;
}
