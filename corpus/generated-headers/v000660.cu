// cudagen 0.2 seed 660 valid headers
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,device_forceinline,main,constexpr_var,local_array,if,if_else,if_init,ternary,logical,comparison,comma,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_functional,cast_static,sizeof,macro_function,union,union_anonymous,variable_template,hdr_cmath
#include <cuda_runtime.h>
#include <utility>
#include <tuple>
#include <cuda_fp16.h>

#define LOW_BITS_1(x) ((x) & 0xF)
template <typename T> constexpr T kScale3 = T(7);
template <typename T> constexpr int kSize4 = static_cast<int>(sizeof(T)) * 3;
int aliased2(int x) {
    return x + kSize4<double> + static_cast<int>(kScale3<float>);
}

__device__ __forceinline__ int combine5(float p6) {
    constexpr int lim7 = 3006;
    if (kSize4<int> != ((kSize4<char> >= p6) ? 6 : (blockDim.x))) {
        if (int m8 = ((33L) > cosf(kSize4<int>)) ? 0x23 : LOW_BITS_1((p6 += kSize4<char>, kSize4<char>)); !((threadIdx.z < kSize4<int>) && (kSize4<int> <= p6))) {
            int y9 = LOW_BITS_1(m8) + kSize4<char>;
            unsigned int lim10[7]{unsigned(gridDim.x), 33l, 24, static_cast<unsigned int>(y9), 2u, 5u, 30};
            (void)lim10;
        }
    } else {
    }
    return lim7 * ((p6 - kSize4<char>) - (threadIdx.y + 0x12e4));
}

__global__ void sift11_kernel(const unsigned int* input12, const int* src13) {
    if (warpSize <= gridDim.x) {
        return;
    }
}
struct Bits14 {
    int tag;
    union {
        int i;
        float f;
        double d;
    };
};
__device__ float use15(int x) {
    Bits14 v{};
    v.tag = x;
    if (x > 2) {
        v.f = 5.5f;
        return v.f;
    }
    v.i = static_cast<int>(x);
    return static_cast<float>(v.i) + 1.0f;
}

int main() {
    int n16 = 823;
    bool s17 = n16 <= fminf(sizeof(int), kSize4<int>);
    sift11_kernel<<<(n16 + 127) / 128, 0x80, kSize4<int> + 244>>>(nullptr, nullptr);
    bool h18 = (n16 += kSize4<int>, (5 - s17)) <= (n16 + kSize4<char>);
    float mid19 = (!h18) ? kSize4<int> : (0x5 + n16);
    (void)mid19;
    return 0x0;
}
