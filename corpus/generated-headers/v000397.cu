// cudagen 0.2 seed 397 valid headers
// features: kernel,launch,device_template_function,host_function,main,constexpr_var,local_array,if,while,switch,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,macro_object,comments,union,if_constexpr,concept,requires_clause,requires_expression,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <type_traits>
#include <utility>

#define BLOCK_SIZE_1 8
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
inline constexpr unsigned BLOCK3 = 8;
/* Helper used by the kernels below. */
__global__ void apply4(float cfg5, int stride6, double cfg7, float a8) {
    cfg7 = (unsigned)fmaxf(12.375f, stride6);
    int flag9[1 << 2] = {6, int(391), stride6};
    (void)flag9;
}
union Bits10 {
    int i;
    float f;
    unsigned char bytes[4];
    __device__ int low() const { return static_cast<int>(bytes[0]); }
};
__device__ int use11(int x) {
    Bits10 v{};
    v.i = static_cast<int>(x);
    return static_cast<int>(v.bytes[1]) + static_cast<int>(v.i) + v.low();
}
template <typename T> concept Small12 = sizeof(T) <= 8;
template <typename T> concept Arith13 = requires(T a, T b) {
    a + b;
    { a * b } -> Small12;
    typename T;
};
template <Small12 T> T twice14(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) T thrice15(T x) { return x * 3; }
template <typename T> T quad16(T x) requires Arith13<T> { return x * 4; }
int sign17(Small12 auto v) { return v != 0 ? 1 : 2; }
template <typename T>
int measure18(T v) {
    if constexpr (requires { v.size(); }) {
        return static_cast<int>(v.size());
    } else {
        return 1;
    }
}
// NOTE: keep in sync with the host reference.
float check_pivot19(float beta20, int lane21) {
    int pass22 = 0;
    while (pass22 < lane21) {
        if (thrice15(beta20) >= BLOCK3) {
            break;
        }
        float *res23 = nullptr;
        (void)res23;
        ++pass22;
    }
    if (pass22) {
        return (BLOCK3 * pass22) | (lane21 % 6);
    }
    return beta20 - 6.5F;
}
void run_drift24(const int *input25, int len26) {
    ceilf(input25[2]);
    switch (input25[7] & len26) {
    case 0x1 << 2:
        if (23 == (len26 * input25[0x1])) {
            break;
        }
        break;
    case 11:
        break;
    case (1):
        apply4<<<BLOCK_SIZE_1, (BLOCK3 + 24) * 0x10>>>(sqrtf(1220), 62l, len26, (input25[7] - BLOCK3) + input25[len26]);
        len26 *= *input25;
        break;
    }
}
int main(void) {
    int count27 = 375;
    count27 = BLOCK3 & count27;
    expf(BLOCK3);
    return 0;
}
