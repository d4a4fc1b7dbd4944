// cudagen 0.2 seed 954 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_shared_mem,device_function,static_device_function,default_args,main,shared_var,constexpr_var,auto_var,typedef,if,if_init,for,ternary,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,explicit_specialization,alias_template,if_constexpr,type_traits,runtime_api
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cmath>

#define TILE_DIM_1 3
#define CHUNK_2 16
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifndef USE_FAST_PATH_5
#define TUNE_6 14
#else
#define TUNE_6 17
#endif
template <typename T> struct IsReal8 { static constexpr bool value = false; };
template <> struct IsReal8<float> { static constexpr bool value = true; };
template <> struct IsReal8<double> { static constexpr bool value = true; };
template <typename T>
__host__ __device__ int classify7(T v) {
    if constexpr (IsReal8<T>::value) {
        return static_cast<int>(v * 7);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
template <typename T> using Ptr10 = T *;
template <typename A, typename B> struct Duo11 { A a; B b; };
template <typename T> using Same12 = Duo11<T, T>;
int aliased9(int x) {
    Ptr10<int> p = &x;
    Same12<int> d{x, 8};
    return x + *p + d.a + d.b;
}

static __device__ unsigned int fuse13(int *data14, const int *in15, int lane16 = 52)
{
    data14[0]++;
    for (int n17 = 0x0; n17 < 14; ++n17) {
        float lim18(3.875F);
        (void)lim18;
    }
    auto res19 = ((*data14) % 56) < (sizeof(int) + lane16);
    (void)res19;
    float tmp20 = 17.125F;
    (void)tmp20;
    return lane16 + CHUNK_2;
}

template <typename T, typename U>
__global__ void __maxnreg__(32) fold21(T *out22, unsigned long long b23, T *acc24, const U *__restrict__ in25)
{
    T t26 = *acc24;
    (void)t26;
    __shared__ float sh_27[32];
    (void)sh_27;
    int m28 = MIN2_3(in25[3], 8UL);
    (void)m28;
}
typedef unsigned int idx29_t;

int main()
{
    int size30 = 520;
    if (int diff31((size30 + size30)); MIN2_3(diff31 * size30, (size30 > size30) ? size30 : diff31) > (0xDu * diff31)) {
        cudaEvent_t start32, stop33;
        cudaEventCreate(&start32);
        cudaEventCreate(&stop33);
        cudaEventRecord(start32);
        cudaEventRecord(stop33);
        cudaEventSynchronize(stop33);
        float ms34 = 0.0f;
        cudaEventElapsedTime(&ms34, start32, stop33);
        cudaEventDestroy(start32);
        cudaEventDestroy(stop33);
    }
    cudaStream_t stream35;
    cudaStreamCreate(&stream35);
    cudaStreamSynchronize(stream35);
    float h36{static_cast<float>(size30)};
    unsigned x37 = (h36 > size30) ? 32 : ((21 * h36) + (size30 * size30));
    fold21<unsigned int, double><<<(size30 + 255) / 256, sizeof(int) * 64, 0x0>>>(&x37, size30, &x37, nullptr);
    return 0;
}
