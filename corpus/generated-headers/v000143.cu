// cudagen 0.2 seed 143 valid headers
// features: kernel,launch,launch_shared_mem,host_function,main,constexpr_var,local_array,if,if_init,do_while,ternary,compound_assign,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_statement,pp_ifdef,nttp_integral,runtime_api
#include <cuda_runtime.h>
#include <algorithm>
#include <cuda/std/array>
#include <cuda/std/functional>

#define BLOCK_SIZE_1 256
#define BLOCK_SIZE_2 16
#define NUM_ITERS_3 32
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 6
#else
#define TUNE_6 36
#endif

long run_grow7(int lane8, int n9, int count10)
{
    n9 += static_cast<float>((lane8 += n9, (-14.375f)) + (count10));
    size_t hi11 = (int)(count10 += NUM_ITERS_3, (lane8 - TUNE_6));
    (void)hi11;
    return n9 / ((float)13);
}
template <typename T, int N>
struct Fixed12 {
    T data[N];
    __host__ __device__ T sum() const {
        T s = T();
        for (int i = 0; i < N; ++i) {
            s += data[i];
        }
        return s;
    }
};
template <int K, typename T> __host__ __device__ T scaleBy13(T v) { return v * static_cast<T>(K); }
template <bool Neg> __host__ __device__ int flip14(int v) { return Neg ? -v : v; }
__host__ __device__ float fixed15(int x) {
    Fixed12<float, 4> a{};
    a.data[0] = static_cast<float>(x);
    return a.sum() + scaleBy13<3>(static_cast<float>(x)) + static_cast<float>(flip14<true>(x));
}

__global__ void accum16(long beta17, int *data18, int stride19, int len20)
{
    float tmp21[6] = {6.0f};
    int w22 = 0;
    do {
        if (long lo23 = (!((stride19 % 12ul) >= len20)) ? ((tmp21[len20] - tmp21[w22]) - (beta17 + w22)) : len20; !((stride19 + len20) < stride19)) {
            (beta17++, (lo23 /= (data18 == nullptr) ? (tmp21[lo23] += 1.5F, static_cast<int>(tmp21[w22])) : (static_cast<int>(tmp21[lo23]) - static_cast<int>(len20))));
            lo23 = w22;
        }
        ++w22;
    } while (w22 < stride19);
}

int run_split24(double cfg25)
{
    cfg25 = static_cast<int>(((sizeof(int))));
    cfg25--;
    return cfg25 - (cfg25 * cfg25);
}

int main()
{
    int count26 = 2229;
    if (count26 > 24) {
        return count26 * count26 * count26;
    }
    char prod27[8] = {31};
    int device28 = 0;
    cudaGetDevice(&device28);
    cudaDeviceProp prop29;
    cudaGetDeviceProperties(&prop29, device28);
    int sms30 = prop29.multiProcessorCount + prop29.warpSize;
    accum16<<<sizeof(int) * 8, 32, 1024>>>(2692u, &sms30, sms30 / prod27[7], sms30);
    count26 = (35);
    return 0;
}
