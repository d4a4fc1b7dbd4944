// cudagen 0.2 seed 893 valid headers
// features: launch,main,local_array,if,bitwise,comparison,incdec,address_of,array_index,call,lit_int_suffix,lit_float,lit_string,lit_string_concat,macro_paste,partial_specialization,sfinae,cluster_dims,hdr_cmath
// nvcc: --extended-lambda -arch=sm_90
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>
#include <type_traits>
#include <tuple>

#define CAT_1(a, b) a##b
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Sized3 { __host__ __device__ int size() const { return 3; } };
template <typename T> __host__ __device__ auto sizeOf4(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> __host__ __device__ int sizeOf4(const T &, long) { return 1; }
template <typename...> struct MakeVoid5 { using type = void; };
template <typename T, typename = void> struct HasSize6 { static constexpr int value = 0; };
template <typename T> struct HasSize6<T, typename MakeVoid5<decltype(T().size())>::type> { static constexpr int value = 1; };
__host__ __device__ int probe7(int x) {
    Sized3 s{};
    return sizeOf4(s, 0) + sizeOf4(x, 0) + HasSize6<Sized3>::value + HasSize6<int>::value;
}
__global__ void __cluster_dims__(2, 1, 1) clustered8(int *out, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        out[i] = i + static_cast<int>(blockIdx.y);
    }
}
int main() {
    int len9 = 4060;
    float val10[4] = {4.0F};
    const char *k11 = "a\tb" "_tail";
    ++len9;
    if (sqrtf(val10[len9]) == len9) {
        return k11[1];
    }
    val10[len9]++;
    clustered8<<<(len9 + 31) / 32, (128)>>>(&len9, (len9 & len9) % probe7(3604l));
    return 0;
}
