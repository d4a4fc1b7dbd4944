// cudagen 0.2 seed 719 valid headers
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,builtin_vars,main,enum_class,if,for,static_assert,comparison,lit_int_hex,lit_string,lit_raw_string,macro_object,macro_function,macro_statement,pp_undef,alias_template,variable_template,exceptions,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cstdio>
#include <type_traits>

#define NUM_ITERS_1 8
#define TILE_DIM_2 32
#define MOD8_3(x) ((x) % 8)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#undef TILE_DIM_2
#define TILE_DIM_2 8
template <typename T> using Ptr6 = T *;
template <typename A, typename B> struct Duo7 { A a; B b; };
template <typename T> using Same8 = Duo7<T, T>;
template <typename T> constexpr T kScale9 = T(8);
template <typename T> constexpr int kSize10 = static_cast<int>(sizeof(T)) * 3;
__host__ __device__ int aliased5(int x) {
    Ptr6<int> p = &x;
    Same8<int> d{x, 5};
    return x + *p + d.a + d.b + kSize10<double> + static_cast<int>(kScale9<float>);
}
enum class Op11 { Off12, Add13 };
__host__ __device__ float norm14(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
struct Failure15 {
    int code;
};
int check17(int v) {
    if (v > 50) {
        throw Failure15{v};
    }
    return v;
}
int guarded16(int x) {
    try {
        return check17(x);
    } catch (const Failure15 &e) {
        return e.code;
    } catch (int e) {
        return e + 1;
    } catch (...) {
        return 0;
    }
}

static __global__ void grow18_kernel(int n19, int lane20) {
    unsigned gid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)gid21;
    float x22 = MOD8_3(warpSize);
    (void)x22;
    Op11 q23 = Op11::Add13;
    for (int j24 = n19; j24 > 0; --j24) {
        if (blockDim.x == n19) {
            return;
        }
    }
    Op11 k25 = q23;
    (void)k25;
}

int main() {
    int size26 = 3409;
    for (int i27 = size26; i27 > 0; --i27) {
        const char *idx28 = R"xy(a "quoted" )word)xy";
        (void)idx28;
        static_assert(sizeof(int) == 4);
    }
    grow18_kernel<<<kSize10<char> + (kSize10<char> + 2), dim3((size26 + 31) / 32, 16, (size26 + 0x7f) / 0x80), 0>>>(4, kSize10<int>);
    return 0;
}
