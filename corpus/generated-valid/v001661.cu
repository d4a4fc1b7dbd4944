// cudagen 0.1 seed 1661 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,device_function,host_device_function,host_function,main,device_var,shared_var,constexpr_var,struct,operator_overload,enum,using_alias,namespace,if,if_else,if_init,ternary,compound_assign,bitwise,comparison,pointer_arith,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_functional,cast_reinterpret,sizeof,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
using ptr2_t = int*;
// NOTE: keep in sync with the host reference.
__global__ void __launch_bounds__(4 * 8) grow3_kernel(bool p4, int count5)
{
    count5 -= (count5 / count5) + (22 * p4) + (+p4);
    __shared__ long long sh_6[8];
    if (constexpr int flag7 = 'a'; sh_6[6] >= p4) {
        unsigned long tmp8(p4 + (52 / count5) + 48);
        if (p4 > 57) {
            return;
        }
    } else {
        __shared__ int sh_9;
    }
}
__device__ int d_score10 = 40l;
inline constexpr long TILE11 = 32;
inline __host__ __device__ unsigned long long stencil12(const unsigned long long *__restrict__ input13, const double *__restrict__ input14)
{
    if (*input13) {
        if (signed char e15 = TILE11 / (((*input13) - 18) % (*input13)); input13[e15]) {
            e15 = ((*input13) + (*input13) + TILE11) - 127;
            if (((e15 - 31) - (e15 ? input13[e15] : e15)) != TILE11) {
                if (e15 != input13[2]) {
                    return *input13;
                }
            } else {
                unsigned int sum16 = 62lu - (e15 * e15);
            }
        } else {
        }
    } else if (input13[2]) {}
    return input14[0b1];
}
// Helper used by the kernels below.
struct Bounds17 {
    int vel18;
    signed char w19;
};
__host__ __device__ Bounds17 operator+(Bounds17 a, Bounds17 b)
{
    Bounds17 r = a;
    r.vel18 += b.vel18;
    r.w19 += b.w19;
    return r;
}
namespace ops20 {
size_t host_drift21(const float *coef22, int count23, const Bounds17 &beta24)
{
    count23 = 33U / beta24.w19;
    if (short q25{40U}; beta24.w19 < 58L) {
        count23 *= (u'#' - (count23 + count23)) - q25;
    }
    if (count23 == beta24.vel18) {
        return -beta24.vel18;
    }
    constexpr int mid26 = 62;
    grow3_kernel<<<64, TILE11, sizeof(float) * 32>>>(0, 23 - coef22[6]);
    return 3607;
}
enum Phase27 { BUSY28, BLUE29, SLOW30 = 6 };
__device__ void probe31(unsigned int *data32, const unsigned char *src33, int lane34)
{
    if (((*data32) + 0b111010) != src33[3]) {
        return;
    }
    (*data32) |= stencil12(reinterpret_cast<const unsigned long long*>(data32), reinterpret_cast<const double*>(data32)) + int(0b111000 / data32[2]);
    constexpr unsigned long u35 = 025;
    bool base36 = src33 == nullptr;
}
} // namespace ops20
int main()
{
    int count37 = 4061;
    count37 = ((+count37) * 4);
    count37 = ops20::host_drift21(nullptr, TILE11 + count37, Bounds17{4, 41ll});
    return 0;
}
