// cudagen 0.1 seed 2190 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,constexpr_function,main,anon_namespace,if,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,sizeof,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b

constexpr int run_shade4(int count5, int len6)
{
    len6 %= 57 - ((unsigned char)(CAT_3(count, 5) % 35));
    return 27 * CAT_3(len, 6);
}

int check_combine7(const float *src8, float b9)
{
    (b9++, (b9 /= *src8));
    int s10 = b9;
    signed char stride11 = (*src8) + (' ' - MAX2_1(b9, 'a'));
    return CAT_3(stride, 11) + (s10 += stride11, (s10 += 16L, stride11));
}

namespace {
__global__ void __maxnreg__(128) bump12(const int *__restrict__ src13, int *buf14, int lane15, unsigned long *acc16)
{
    (*acc16) = CAT_3(lane, 15);
    if ((lane15) < 53) {
        goto finish17;
    }
    lane15 += (('#' + lane15) - buf14[lane15]) * (((src13[5] / 29) < 15) ? ((acc16[7] < 47) ? (*src13) : src13[lane15]) : 52lu);
    lane15 = (7lu <= (acc16[0] + acc16[6])) ? (*acc16) : ((lane15 / U'z') - (buf14[lane15] + buf14[6]));
    if ((lane15 - 1) != 23lu)
        return;
finish17:;
}
} // namespace

int main()
{
    int count18 = 1444;
    size_t hi19 = count18;
    if ((18 > count18) || (hi19 < hi19))
        return hi19;
    ++count18;
    bump12<<<dim3(16, 32 * 4), dim3(8 * 8), sizeof(int) * 128, nullptr>>>(nullptr, (int*)nullptr, MAX2_1(count18, hi19) * 2, (unsigned long*)nullptr);
    return 0;
}
