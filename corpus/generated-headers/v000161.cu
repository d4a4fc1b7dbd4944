// cudagen 0.2 seed 161 valid headers
// features: kernel,launch,launch_stream,builtin_vars,device_function,static_device_function,host_function,main,constexpr_var,for,while,ternary,compound_assign,bitwise,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,sizeof,pp_ifdef,partial_specialization,structured_binding,exceptions,concept,requires_clause,requires_expression,runtime_api,hdr_cmath,hdr_cooperative_groups
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <algorithm>
#include <utility>
#include <cooperative_groups.h>

#ifndef USE_FAST_PATH_1
#define TUNE_2 1
#else
#define TUNE_2 23
#endif
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void sweep4_kernel(const float *in5, int count6, int *buf7, unsigned *buf8) {
    float v9{4.0f};
    (void)v9;
    (*buf8) /= expf(5.5f) + warpSize;
    count6 &= count6 - (buf7[count6]);
}

static __device__ short rank10(float a11) {
    for (int n12 = 0; n12 < 0b1010; ++n12) {
        for (int j13 = n12; j13 > 0b0; --j13) {
            a11 = sqrtf(1.25f);
            cooperative_groups::thread_block group14 = cooperative_groups::this_thread_block();
            int rank15 = static_cast<int>(group14.thread_rank()) + static_cast<int>(group14.size());
            (void)rank15;
        }
    }
    return (a11 += a11, (sizeof(int) + a11));
}
struct Split16 {
    int first;
    int second;
};
Split16 make17(int x) { return Split16{x, x}; }
int unpack18(int x) {
    auto [a, b] = make17(x);
    int arr[3] = {x, 1, 2};
    const auto &[p, q, r] = arr;
    Split16 v{x, x};
    auto &&[m, n] = v;
    return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}
template <typename T> concept Small19 = sizeof(T) <= 8;
template <typename T> concept Arith20 = requires(T a, T b) {
    a + b;
    { a * b } -> Small19;
    typename T;
};
template <Small19 T> __host__ __device__ T twice21(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) __host__ __device__ T thrice22(T x) { return x * 3; }
template <typename T> __host__ __device__ T quad23(T x) requires Arith20<T> { return x * 4; }
__host__ __device__ int sign24(Small19 auto v) { return v != 0 ? 1 : 2; }
template <typename T, typename U> struct Pick25 { static constexpr int value = 1; };
template <typename T> struct Pick25<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick25<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes27 {
    T d[N];
    __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes27<T, 1> {
    T d;
    __device__ T first() const { return d; }
};
__device__ int specialized28(int x) {
    Lanes27<int, 1> one{x};
    Lanes27<int, 3> three{{x, 1, 2}};
    return x + Pick25<char, long>::value + Pick25<int, int>::value + Pick25<float *, int>::value + one.first() + three.first();
}
template <typename T, typename U> struct Pick29 { static constexpr int value = 1; };
template <typename T> struct Pick29<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick29<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes31 {
    T d[N];
    __host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes31<T, 1> {
    T d;
    __host__ __device__ T first() const { return d; }
};
__host__ __device__ int specialized32(int x) {
    Lanes31<int, 1> one{x};
    Lanes31<int, 3> three{{x, 1, 2}};
    return x + Pick29<char, long>::value + Pick29<int, int>::value + Pick29<float *, int>::value + one.first() + three.first();
}

long check_shade33(int n34, unsigned b35) {
    n34 &= (sign24(n34) + 56) * TUNE_2;
    cudaStream_t prod36 = (cudaStream_t)0;
    (void)prod36;
    int pass37 = 0;
    while (pass37 < n34) {
        cudaEvent_t start38, stop39;
        cudaEventCreate(&start38);
        cudaEventCreate(&stop39);
        cudaEventRecord(start38);
        cudaEventRecord(stop39);
        cudaEventSynchronize(stop39);
        float ms40 = 0.0f;
        cudaEventElapsedTime(&ms40, start38, stop39);
        cudaEventDestroy(start38);
        cudaEventDestroy(stop39);
        ++pass37;
    }
    for (int it41 = 0; it41 < pass37; it41 += 1) {
        constexpr bool s42 = false;
        (void)s42;
    }
    b35 &= (n34 * b35);
    return floorf((n34 != b35) ? ((b35 >= 15) ? 0b110011 : b35) : 8UL);
}

int main() {
    int len43 = 2540;
    sweep4_kernel<<<1, 256>>>((const float*)nullptr, sinf(14.75F) - (len43 * 46), &len43, nullptr);
    try {
        if (len43 > 18) {
            throw 18;
        }
    } catch (int) {
    } catch (...) {
    }
    return 0;
}
