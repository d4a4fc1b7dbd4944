// cudagen 0.1 seed 1189 valid
// features: kernel,launch_bounds,launch,host_device_function,host_function,default_args,main,device_var,constexpr_var,enum,namespace,nested_namespace,if,if_init,goto,nested_block,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_nullptr,sizeof,macro_function,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define MOD8_2(x) ((x) % 8)
static __device__ int d_tile3 = 46;

__global__ void __launch_bounds__(1'024) drift4_kernel(long* data5, const int* coef6, int count7, const int* in8)
{
    if ((*data5) > d_tile3) {
        goto out10;
    }
    if (MIN2_1((in8[d_tile3 & 7] == data5[d_tile3 & 0x7]) ? 7 : 0x2BU, count7) > data5[count7 & 7]) {
        (--d_tile3, (data5[4] += MOD8_2(coef6[0])));
    }
    count7++;
    if (float diff9 = sizeof(int); (*in8) <= (count7)) {
        d_tile3++;
        (*data5) = -diff9;
    }
out10:;
}
enum Phase11 { HIGH12, BUSY13, LOW14 };

namespace impl15::sub16 {
__device__ __host__ int pivot17(int n18)
{
    n18 = (n18 * sizeof(long) * n18) | n18;
    {
        if (n18 <= MIN2_1(n18, 2 >> n18)) {
            Phase11 s19 = BUSY13;
            constexpr int q20 = 051;
        }
    }
    return 1;
}

inline float check_decay21(const float* in22)
{
    impl15::sub16::pivot17(impl15::sub16::pivot17(in22[6]));
    Phase11 hi23 = BUSY13;
    return impl15::sub16::pivot17(impl15::sub16::pivot17(((*in22) < 19) ? 9ll : (*in22)));
}
} // namespace impl15::sub16
// Layout: row-major, no padding.

__host__ __device__ unsigned short split24(char a25 = 13)
{
    if (a25 < a25) {
        goto finish27;
    }
    if (a25 < (a25 * a25)) {
        a25 = impl15::sub16::pivot17((a25)) + (impl15::sub16::pivot17(40) * a25);
        a25 = MIN2_1((a25 << LOW14), 2) * ((MOD8_2(a25) == a25) ? a25 : a25);
        Phase11 cnt26 = HIGH12;
    }
finish27:;
    return impl15::sub16::pivot17(a25) >> ((a25 * a25) + impl15::sub16::pivot17(24));
}

int main()
{
    int count28 = 3636;
    count28 = 4508u;
    count28 = impl15::sub16::pivot17(MOD8_2(count28)) + 2433;
    Phase11 hi29 = HIGH12;
    drift4_kernel<<<0b10000000, sizeof(unsigned int) * (LOW14 + 6)>>>(nullptr, nullptr, count28 * 37U, nullptr);
    return 0;
}
