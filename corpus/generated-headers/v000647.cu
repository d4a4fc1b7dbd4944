// cudagen 0.2 seed 647 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,device_array,constant_array,managed_var,shared_var,static_shared,extern_shared,while,static_assert,ternary,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_nullptr,alignof,macro_statement,pp_ifdef,comments,union,nested_class,explicit_specialization,if_constexpr,type_traits,memory_spaces,hdr_cmath
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <cmath>
#include <tuple>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 12
#else
#define TUNE_3 52
#endif
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T> struct IsReal6 { static constexpr bool value = false; };
template <> struct IsReal6<float> { static constexpr bool value = true; };
template <> struct IsReal6<double> { static constexpr bool value = true; };
template <typename T>
int classify5(T v) {
    if constexpr (IsReal6<T>::value) {
        return static_cast<int>(v * 7);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
struct Tree7 {
    using value_type = float;
    struct Leaf {
        value_type v;
        __host__ __device__ value_type scaled() const { return v * static_cast<value_type>(5); }
    };
    Leaf first, second;
    __host__ __device__ value_type total() const { return first.scaled() + second.v; }
};
__host__ __device__ float walk8(int x) {
    using value_type = Tree7::value_type;
    Tree7::Leaf e{static_cast<value_type>(x)};
    Tree7 t{e, e};
    return t.total();
}
// Layout: row-major, no padding.

__global__ void __launch_bounds__(TUNE_3 + (TUNE_3 + 8)) warp9(const float* src10)
{
    extern __shared__ unsigned int dyn_11[];
    int tid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float w13((dyn_11[7] * threadIdx.y) ^ ((tid12) ^ 0b101100));
    int f14 = fmaxf(((blockDim.x != alignof(float)) ? dyn_11[tid12] : tid12) | dyn_11[tid12], sinf(w13) - (*src10));
    (void)f14;
}
__device__ int devTable15[4];
__constant__ float coeffs16[4] = {7.5f, 0.5f, 0.5f, 8.5f};
__managed__ int managedTotal17;
__global__ void everySpace18(int *out) {
    __shared__ int tile[32];
    static __shared__ float extra[8];
    extern __shared__ float dynamicTile[];
    const int i = static_cast<int>(threadIdx.x);
    tile[i & 31] = devTable15[i & 3] + managedTotal17;
    extra[i & 7] = coeffs16[i & 3];
    dynamicTile[i] = extra[i & 7];
    out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}
union Raw19 {
    unsigned u;
    float f;
    unsigned char bytes[4];
};
__device__ int use20(int x) {
    Raw19 v{};
    v.u = static_cast<unsigned>(x);
    return static_cast<int>(v.bytes[1]) + static_cast<int>(v.u);
}

constexpr __host__ int host_scatter21(int count22, double cfg23)
{
    return ((52 - count22) ^ 0x1d) / (count22 * count22);
}

int main()
{
    int size24 = 2'462;
    int iter25 = 0;
    while (iter25 < 4) {
        static_assert(sizeof(int) == 4, "tile must fit");
        warp9<<<dim3((size24 + 255) / 256, 128), TUNE_3 + (TUNE_3 + (TUNE_3 + 0x5c)), 512 * 2, (cudaStream_t)0>>>(nullptr);
        ++iter25;
    }
    managedTotal17 = (iter25 > (managedTotal17 - 3027)) ? ((managedTotal17 - managedTotal17) % (managedTotal17 * 2)) : host_scatter21(size24 | iter25, 20u);
    everySpace18<<<128, TUNE_3 + 116, (TUNE_3 + 4) * 16, 0>>>(&managedTotal17);
    return 0;
}
