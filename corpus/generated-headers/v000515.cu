// cudagen 0.2 seed 515 valid headers
// features: kernel,kernel_static,launch,builtin_vars,host_device_function,main,shared_var,extern_shared,local_array,nested_namespace,if,comparison,incdec,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_static,macro_object,macro_paste,macro_statement,pp_undef,variadic_template,pack_expansion,fold_expression,inline_namespace,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cmath>
#include <cuda_fp16.h>

#define CHUNK_1 3
#define RADIUS_2 (CHUNK_1 + 2)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b
#undef RADIUS_2
#define RADIUS_2 12

static __global__ void blend5_kernel(const int* src6, float cfg7, float cfg8)
{
    extern __shared__ unsigned dyn_9[];
    unsigned int idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)idx10;
    SWAP_3(float, cfg7, cfg8);
    ++cfg8;
    int hi11 = cosf(+warpSize);
    (void)hi11;
}

__host__ __device__ void update12(int len13, int len14)
{
    int k15 = len13;
    if (15 <= sinf(k15)) {
        return;
    }
}
template <typename... Ts>
__host__ __device__ double fold16(Ts... xs) {
    return (... + static_cast<double>(xs));
}
template <typename... Ts>
__host__ __device__ int count17(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
__host__ __device__ int spread19(int x) {
    return static_cast<int>(fold16(x, 8.5f, 8u)) + count17(x, x, 1.0) + count17(static_cast<long>(x), 8);
}
namespace lib20 {
inline namespace abi {
__device__ int version21(int x) { return x + 5; }
} // namespace abi
namespace detail::impl {
__device__ int helper22(int x) { return x * 3; }
} // namespace detail::impl
} // namespace lib20
__device__ int layered23(int x) {
    return lib20::detail::impl::helper22(x) + lib20::version21(x) + lib20::abi::version21(1);
}
__host__ __device__ float norm24(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
template <typename... Ts>
__host__ __device__ double fold25(Ts... xs) {
    return (... + static_cast<double>(xs));
}
template <typename... Ts>
__host__ __device__ int count26(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread28(int x) {
    return static_cast<int>(fold25(x, 5.5f, 5u)) + count26(x, x, 1.0) + count26(static_cast<long>(x), 5);
}

int main()
{
    int size29 = 1060;
    blend5_kernel<<<1, 0x100>>>(nullptr, size29, CAT_4(size, 29));
    unsigned char h30[CHUNK_1 + (CHUNK_1 + 0x1)] = {52l, 'z', 44, 53, static_cast<unsigned char>(size29), 037};
    cudaStream_t stream31;
    cudaStreamCreate(&stream31);
    cudaStreamSynchronize(stream31);
    ++h30[size29];
    return 0;
}
