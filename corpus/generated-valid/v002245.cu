// cudagen 0.1 seed 2245 valid
// features: kernel,restrict_params,launch,device_function,main,constexpr_var,struct,struct_template,typedef,namespace,nested_namespace,if,for,while,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,pp_ifdef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4
#ifdef USE_FAST_PATH_4
#define TUNE_5 8
#else
#define TUNE_5 53
#endif
// Computes one element per thread.
__global__ void shade6_kernel(int stride7, unsigned *__restrict__ acc8) {
    (--stride7, (stride7 &= (acc8[2] - acc8[stride7]) - (0x2aU - stride7)));
    bool acc9 = stride7 < stride7;
    int stride10 = stride7;
}
typedef int *ptr11_t;
__global__ void stencil12(ptr11_t buf13, int *__restrict__ dst14, unsigned *__restrict__ out15) {
    (*dst14) = dst14[0];
    constexpr double sum16 = 7.625;
    buf13[5] = TUNE_5;
    (*out15) = (unsigned long long)(+buf13[3]);
    if ((dst14[0x1] += buf13[1], 3808) >= out15[7]) {
        return;
    }
}
inline __device__ void tally17(long *__restrict__ acc18) {
    --acc18[6];
    (*acc18)--;
    acc18[4] %= acc18[1];
    if ((acc18[7] * acc18[5]) < 0x3ul) {
        return;
    }
    long long h19{21U};
    float res20 = (16.25F);
    if (30 >= (h19)) {
        return;
    }
}
namespace img21::v22 {
inline __device__ char sweep23(bool alpha24) {
    if ((alpha24 - 5) > alpha24) {
        return alpha24;
    }
    alpha24 = false;
    for (int i25 = 0; i25 < 10; i25++) {
        float z26 = alpha24;
    }
    return 57L;
}
} // namespace img21::v22
typedef unsigned short idx27_t;
inline constexpr unsigned int WIDTH28 = (0x100);
template <typename T>
struct Bounds29 {
    T z30;
    T val31;
    __host__ __device__ void bump32(T acc33) {
        T k34 = 0x16L;
        ++z30;
    }
};
constexpr unsigned int BLOCK35 = (16);
int main() {
    int count36 = 293;
    int iter37 = 0;
    while (iter37 < (3 * 2)) {
        ++count36;
        ++iter37;
    }
    count36 = 3785;
    int t38((0xC * count36) + WIDTH28);
    int base39 = (t38 += 46, 42U) + count36;
    count36--;
    shade6_kernel<<<(count36 + 63) / 64, (0x200)>>>(double(count36) * 42, nullptr);
    stencil12<<<(0x200), WIDTH28 + 256>>>(static_cast<int*>(nullptr), static_cast<int*>(nullptr), nullptr);
    return 0;
}
