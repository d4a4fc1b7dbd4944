// cudagen 0.2 seed 638 valid headers
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_dim3,host_device_function,main,constexpr_var,const_local,enum_class,if,if_else,while,shift,comparison,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,macro_paste,local_class,nttp_enum,alias_template,variable_template,if_constexpr,runtime_api
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <cmath>

#define CAT_1(a, b) a##b
template <typename T> using Ptr3 = T *;
template <typename A, typename B> struct Duo4 { A a; B b; };
template <typename T> using Same5 = Duo4<T, T>;
template <typename T> constexpr T kScale6 = T(8);
template <typename T> constexpr int kSize7 = static_cast<int>(sizeof(T)) * 1;
__host__ __device__ int aliased2(int x) {
    Ptr3<int> p = &x;
    Same5<int> d{x, 1};
    return x + *p + d.a + d.b + kSize7<double> + static_cast<int>(kScale6<float>);
}
static __global__ void __maxnreg__(32) norm8(int *__restrict__ data9, int *dst10, float beta11, int n12) {
    constexpr float res13 = 23.75f;
    (void)res13;
    constexpr long m14 = 6;
    (void)m14;
    const unsigned int u15 = +(4845lu - data9[n12]);
    (void)u15;
}
enum class Phase16 { Add17, Fast18 = 2 };
enum Mode19 { Mode19Add, Mode19Mul };
template <Mode19 O = Mode19Add>
__device__ int apply20(int a, int b) {
    if constexpr (O == Mode19Add) {
        return a + b;
    } else {
        return a * b;
    }
}
__device__ int policy21(int x) {
    return apply20<Mode19Add>(x, 2) + apply20<Mode19Mul>(x, 3) + apply20<>(x, x);
}
__host__ __device__ int kick22(unsigned *__restrict__ acc23) {
    acc23[4] = float(kSize7<int>);
    acc23[2] = 9;
    int pass24 = 0;
    while (pass24 < 7) {
        struct Local25 {
            int s;
            __host__ __device__ int add(int v) { s += v; return s; }
        };
        Local25 prod26{6};
        int z27 = prod26.add(kSize7<char>);
        if (pass24 < kSize7<char>) {
            (*acc23) = pass24 + kSize7<char>;
            acc23[z27] = (int)(kSize7<int> + CAT_1(pass, 24) + (pass24 + 29));
        } else if (z27 + kSize7<int>) {}
        ++pass24;
    }
    return kSize7<int>;
}
int main() {
    int n28 = 442;
    cudaStream_t stream29;
    cudaStreamCreate(&stream29);
    cudaStreamSynchronize(stream29);
    dim3 k30 = dim3(0b10000000, 1 << 6);
    (void)k30;
    norm8<<<dim3((kSize7<char> + (kSize7<char> + 14)) * 2), dim3(64, (n28 + 31) / 32, (kSize7<int>))>>>(nullptr, nullptr, kSize7<int> * (CAT_1(n, 28) + kSize7<char>), (kSize7<char> % n28) + kSize7<int>);
    norm8<<<dim3(128 * (kSize7<char> + kSize7<char>), kSize7<int> + (kSize7<char> + 59)), 32 * (kSize7<char> + 15)>>>((int*)nullptr, nullptr, kSize7<char> - CAT_1(n, 28), kSize7<int> - float(n28));
    unsigned k31 = (26lu * n28 * (kSize7<char> * n28)) - (CAT_1(n, 28) - (63 * n28));
    (void)k31;
    return 0b0;
}
