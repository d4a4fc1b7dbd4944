// cudagen 0.2 seed 840 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,device_function,device_template_function,main,shared_var,shared_2d,static_shared,extern_shared,struct,aligned_struct,nested_namespace,switch,compound_assign,bitwise,pointer_arith,array_index,lit_char,lit_nullptr,cast_static,sizeof,macro_paste,macro_statement,alias_template,variable_template,ctad,inline_namespace,using_declaration
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <numeric>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
__global__ void probe3(const float* in4, int* acc5, int* out6) {
    unsigned tid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    acc5[3] |= -49;
    (*out6) = acc5[threadIdx.x];
    ACCUM_1(acc5[4], (blockDim.x * tid7));
    float stride8 = *out6;
    (void)stride8;
    static __shared__ int sh_9[15][7];
    (void)sh_9;
}
struct __align__(8) Cell10 {
    float mass11, val12;
};
template <typename T> using Ptr14 = T *;
template <typename A, typename B> struct Duo15 { A a; B b; };
template <typename T> using Same16 = Duo15<T, T>;
template <typename T> constexpr T kScale17 = T(4);
template <typename T> constexpr int kSize18 = static_cast<int>(sizeof(T)) * 4;
__host__ __device__ int aliased13(int x) {
    Ptr14<int> p = &x;
    Same16<int> d{x, 9};
    return x + *p + d.a + d.b + kSize18<double> + static_cast<int>(kScale17<float>);
}
template <class T, int N = 2>
inline __device__ void march19(const T* input20) {
    T s21 = *input20;
    (void)s21;
    T cnt22 = (threadIdx.y + (sizeof(Cell10))) - N;
    (void)cnt22;
    T val23 = gridDim.x;
    (void)val23;
}
namespace api24 {
inline namespace v2 {
__host__ __device__ int version25(int x) { return x + 5; }
} // namespace v2
namespace detail::impl {
__host__ __device__ int helper26(int x) { return x * 5; }
} // namespace detail::impl
} // namespace api24
using api24::version25;
__host__ __device__ int layered27(int x) {
    return api24::detail::impl::helper26(x) + version25(x) + api24::v2::version25(1);
}
__global__ void spread28_kernel(unsigned int* out29) {
    extern __shared__ char dyn_30[];
    int i31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    switch (dyn_30[i31]) {
    case (11):
        break;
    case kSize18<char> * 3: {
        long long w32 = 'A';
        (void)w32;
        break;
    }
    case 6:
        break;
    case 3: {
        dyn_30[5] = kSize18<int> * dyn_30[i31 & 7];
        __shared__ Cell10 sh_33[64];
        (void)sh_33;
        break;
    }
    default:
        break;
    }
}
template <typename T> struct Keep34 {
    T v;
    Keep34(T x) : v(x) {}
    T get() const { return v; }
};
template <typename A, typename B> struct Twin35 { A a; B b; };
int deduce37(int x) {
    Keep34 h(x);
    Keep34 g{7.5};
    return h.get() + static_cast<int>(g.get());
}
int main() {
    int len38 = 3192;
    probe3<<<(len38 + 31) / 32, 16 * 16>>>(static_cast<const float*>(nullptr), nullptr, nullptr);
    spread28_kernel<<<(len38 + 255) / 256, dim3((len38 + 63) / 64)>>>(static_cast<unsigned int*>(nullptr));
    return 0;
}
