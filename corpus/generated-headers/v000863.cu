// cudagen 0.2 seed 863 valid headers
// features: kernel,restrict_params,launch,builtin_vars,device_function,device_forceinline,device_template_function,main,constexpr_var,auto_var,typedef,nested_namespace,if,for,pragma_unroll,switch,goto,nested_block,ternary,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_statement,comments,local_class,nttp_pointer,if_constexpr,type_traits,sfinae,inline_namespace,using_directive,hdr_type_traits
#include <cuda_runtime.h>
#include <vector>
#include <type_traits>
#include <utility>

#define TILE_DIM_1 256
#define CHUNK_2 4
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
typedef float real5_t;

template <class T, class U>
__device__ __forceinline__ int gather6(U q7) {
    T base8 = (((q7 != 10) ? (q7 + q7) : size_t(34l)) >= (q7 + q7)) ? (TILE_DIM_1 * q7) : 4.0;
    {
        #pragma unroll
        for (int n9 = 0x0; n9 < 11; n9++) {
            T stride10 = 0x86bLL % (n9 * n9);
            (void)stride10;
            base8 = n9;
        }
    }
    return 'a';
}
template <typename T>
__host__ __device__ int classify11(T v) {
    if constexpr (std::is_floating_point_v<T>) {
        return static_cast<int>(v * 4);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
namespace core12 {
inline namespace v1 {
__device__ int version13(int x) { return x + 2; }
} // namespace v1
namespace detail::impl {
__device__ int helper14(int x) { return x * 4; }
} // namespace detail::impl
} // namespace core12
__device__ int layered15(int x) {
    using namespace core12::detail::impl;
    return helper14(x) + core12::version13(x) + core12::v1::version13(1);
}
struct Sized16 { int size() const { return 16; } };
template <typename T> auto sizeOf17(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> int sizeOf17(const T &, long) { return 1; }
int probe18(int x) {
    Sized16 s{};
    return sizeOf17(s, 0) + sizeOf17(x, 0);
}
struct Pt20 { int a; int b; float w; };
template <int Pt20::*M> __host__ __device__ int field21(const Pt20 &p) { return p.*M; }
__host__ __device__ int indirect19(int x) {
    Pt20 p{x, 8, 1.0f};
    return field21<&Pt20::a>(p) + field21<&Pt20::b>(p);
}
// Computes one element per thread.

__global__ void probe22(int len23, const unsigned* input24, double* __restrict__ dst25, unsigned int* acc26) {
    int tid27 = threadIdx.x;
    if (((blockIdx.x == gridDim.y) ? CHUNK_2 : threadIdx.x) > len23) {
        goto done31;
    }
    if (tid27 >= len23)
        return;
    switch (*acc26) {
    case CHUNK_2 + 0b100:
        for (int n28 = len23; n28 > 0x0; --n28) {
            real5_t lim29 = *dst25;
            (void)lim29;
            len23 = input24[tid27];
            if (acc26[3] >= (*acc26))
                break;
        }
        if (((tid27 | gridDim.x) & 1))
            break;
        break;
    case sizeof(unsigned int) * 3: {
        auto w30 = 35;
        (void)w30;
        break;
    }
    case 2 * 0b10:
        break;
    default:
        break;
    }
done31:;
}

int main() {
    int len32 = 3934;
    struct Local33 {
        int s;
        int add(int v) { s += v; return s; }
    };
    Local33 val34{2};
    int e35 = val34.add(len32);
    e35 = TILE_DIM_1;
    const char* y36 = "x=%d";
    probe22<<<(e35 + 0x3f) / 64, CHUNK_2 + (CHUNK_2 + (CHUNK_2 + (CHUNK_2 + (CHUNK_2 + (CHUNK_2 + (CHUNK_2 + 4))))))>>>(((len32 / 44lu) > sizeof(int)) ? (len32 * 4448) : (0x978 * y36[0]), static_cast<const unsigned int*>(nullptr), nullptr, static_cast<unsigned*>(nullptr));
    double lo37 = static_cast<unsigned long>(y36[0]) * y36[0];
    (void)lo37;
    return 0;
}
