// cudagen 0.1 seed 35 valid
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,constexpr_function,main,constant_array,shared_var,extern_shared,struct,struct_template,anon_namespace,if,for,goto,nested_block,static_assert,ternary,compound_assign,bitwise,comparison,comma,pointer_arith,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_function,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))

inline __host__ __device__ int pack3(const long* src4)
{
    unsigned short sum5 = src4[2];
    static_assert(13 > 12, "expected value");
    sum5 -= 7 % (sum5 % 12);
    return sum5 & 064lu;
}

template <typename T>
struct Pixel6 {
    T count7;
    __host__ __device__ T get8() const
    {
        return MAX2_2(count7, 5U) * pack3(nullptr);
    }
};
__constant__ float c_tally9[2] = {63u, 0b1ull};
// Returns the accumulated value.

__global__ void __maxnreg__(64) apply10_kernel(const unsigned int* in11, const int* input12)
{
    extern __shared__ double dyn_13[];
    dyn_13[blockIdx.z & 7] = blockDim.x;
    short flag14 = sizeof(unsigned int);
}

namespace {
constexpr __host__ __device__ int weigh15(int n16, int len17)
{
    n16 &= (37 | n16) * 1;
    return n16;
}

__global__ void kick18(const double* coef19, const float* coef20, float beta21)
{
    extern __shared__ float dyn_22[];
    if (((float)threadIdx.x) <= threadIdx.y) {
        goto skip23;
    }
    if (coef20 == nullptr) {
        return;
    }
    {
        if ((c_tally9[0] * 3022) >= coef19[warpSize]) {
            return;
        }
        beta21 += pack3((const long*)nullptr);
    }
skip23:;
}
} // namespace

__host__ float pack24(int lane25, int* out26, const int* in27)
{
    lane25 %= weigh15(in27[lane25] + in27[lane25 & 7], +(48 - in27[lane25]));
    for (int j28 = 0; j28 < 9; j28 += 3) {
        lane25 *= lane25 + (9 + ((26 >= lane25) ? in27[1] : j28));
    }
    Pixel6<int> r29{32};
    float* cnt30 = reinterpret_cast<float*>(out26);
    return pack3(reinterpret_cast<const long*>(out26)) | sizeof(int);
}

int main()
{
    int n31 = 140;
    for (int it32 = n31; it32 > 0; --it32) {
        for (int n33 = 0, j34 = n31; n33 < j34; (++n33, (--j34))) {
            unsigned char y35 = 38U;
            Pixel6<int> tmp36 = Pixel6<int>{58};
            y35 %= tmp36.count7;
        }
    }
    apply10_kernel<<<16, sizeof(float) * 64, sizeof(int) * 0200>>>(nullptr, (const int*)nullptr);
    kick18<<<(01000), 64, 128 * 2, nullptr>>>(nullptr, nullptr, weigh15(MIN2_1(n31, 16ull), (unsigned)14));
    return 0b0;
}
