// cudagen 0.2 seed 357 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,device_array,const_local,enum,goto,bitwise,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,macro_statement,local_class,enum_underlying,partial_specialization,explicit_specialization,runtime_api,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <numeric>
#include <cmath>
#include <cuda_fp16.h>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define NUM_ITERS_1 4
#define BLOCK_SIZE_2 3
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__device__ float d_combine7[64] = {17.75f};
enum Color8 : long {
    ON9 = 3,
    OFF10,
    ADD11 = 10,
    FAST12,
    MUL13 = 17
};
template <typename T, typename U> struct Pick14 { static constexpr int value = 1; };
template <typename T> struct Pick14<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick14<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes16 {
    T d[N];
    T first() const { return d[0]; }
};
template <typename T> struct Lanes16<T, 1> {
    T d;
    T first() const { return d; }
};
template <> struct Pick14<float, double> { static constexpr int value = 4; };
template <typename T> int tag15(T) { return 0; }
template <> int tag15<float>(float) { return 1; }
template <> int tag15(double) { return 2; }
int specialized17(int x) {
    Lanes16<int, 1> one{x};
    Lanes16<int, 3> three{{x, 1, 2}};
    return x + Pick14<char, long>::value + Pick14<int, int>::value + Pick14<float *, int>::value + Pick14<float, double>::value + tag15(1.0f) + tag15(x) + tag15(2.0) + one.first() + three.first();
}
template <class T>
__global__ void pack18_kernel(T* data19, const float* input20, const T* in21, int* out22)
{
    unsigned int tid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    const float idx24 = fmaxf(MAX2_3(warpSize, (long long)input20[tid23 & 0x7]), (tid23 * sizeof(T)) + MAX2_3(tid23, tid23));
    (void)idx24;
    cosf(33);
    struct Local25 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local25 diff26{6};
    int y27 = diff26.add(d_combine7[tid23 & 63]);
    (void)y27;
    Color8 f28 = FAST12;
    (void)f28;
    d_combine7[54] = 59L;
}
int check_spread29(float q30, unsigned int* dst31)
{
    if (dst31[2]) {
        goto done32;
    }
    pack18_kernel<float><<<MUL13 + (MUL13 + 94), (FAST12 + (MUL13 + (MUL13 + (MUL13 + 2)))) * 2, 0x40 * 0x10, nullptr>>>(nullptr, reinterpret_cast<const float*>(dst31), reinterpret_cast<const float*>(dst31), reinterpret_cast<int*>(dst31));
    cosf(*dst31);
done32:;
    return (q30 += dst31[0], q30);
}
int main()
{
    int count33 = 2896;
    (void)count33;
    cudaEvent_t start34, stop35;
    cudaEventCreate(&start34);
    cudaEventCreate(&stop35);
    cudaEventRecord(start34);
    cudaEventRecord(stop35);
    cudaEventSynchronize(stop35);
    float ms36 = 0.0f;
    cudaEventElapsedTime(&ms36, start34, stop35);
    cudaEventDestroy(start34);
    cudaEventDestroy(stop35);
    sinf(41UL);
    signed char e37 = ms36;
    int y38 = e37;
    (void)y38;
    return 0x0;
}
