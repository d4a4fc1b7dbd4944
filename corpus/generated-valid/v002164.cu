// cudagen 0.1 seed 2164 valid
// features: kernel,restrict_params,launch,builtin_vars,device_function,device_forceinline,device_noinline,default_args,main,device_var,shared_var,struct,struct_methods,operator_overload,enum_class,namespace,if,do_while,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
enum class State3 { Low4, Idle5 = 3 };
// Computes one element per thread.
__device__ __forceinline__ float relax6(int n7 = 25) {
    n7 |= 44 + ((n7 * n7) - 4);
    n7 = -0b10111;
    State3 hi8 = State3::Idle5;
    __shared__ unsigned sh_9;
    n7 *= n7;
    n7 += (n7 += n7, 3);
    n7 *= (sh_9 += sh_9, n7);
    return (sh_9 / 10.125f) * n7;
}
struct Cell10 {
    double mass11;
    short mass12;
    __host__ __device__ short bump13() const {
        int tmp14 = mass12;
        tmp14 += mass12;
        return 0x22;
    }
    __host__ __device__ void norm15(int res16) {
        res16 = +res16;
    }
};
inline __host__ __device__ Cell10 operator+(Cell10 a, Cell10 b) {
    Cell10 r = a;
    r.mass11 += b.mass11;
    r.mass12 += b.mass12;
    return r;
}
static __device__ unsigned int d_count17 = 8;
// Computes one element per thread.
__device__ __noinline__ int blend18(State3 p19, short q20, int count21) {
    if ((q20 += q20, count21) > (d_count17 * (0x2u * count21))) {
        q20 *= (int)(relax6(44) + 3500L);
    }
    float e22(d_count17);
    return -60;
}
namespace ops23 {
struct Body24 {
    float y25;
    unsigned long z26;
    unsigned long long y27;
    unsigned long y28;
};
enum class Axis29 { Fast30, Idle31, On32 = 6, Mul33 };
} // namespace ops23
__global__ void sift34(float *__restrict__ data35, int *__restrict__ out36, unsigned long cfg37) {
    unsigned idx38 = threadIdx.x;
    int w39 = 0;
    do {
        __shared__ float sh_40;
        ++w39;
    } while (w39 < w39);
    --cfg37;
    if (relax6(threadIdx.x - w39) >= out36[4]) {
        out36[idx38] = 18ULL + (((*out36) + w39) * out36[1]);
        data35[0] /= d_count17;
    }
}
int main(void) {
    int count41 = 934;
    count41 /= 14;
    if ((count41 < count41) && (count41 <= count41)) {
        return (count41);
    }
    if ((count41 + count41) != count41) {
        return count41;
    }
    sift34<<<(count41 + 127) / 128, 32 * 4>>>(nullptr, nullptr, 'a');
    return 0;
}
