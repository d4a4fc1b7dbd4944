// cudagen 0.1 seed 323 invalid:grid_constant_not_const
// features: kernel,launch_bounds,launch,builtin_vars,host_function,main,constant_array,if,goto,compound_assign,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MOD8_2(x) ((x) % 8)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b

__global__ void __launch_bounds__(0x20) sweep5_kernel(float *buf6, int *out7, int stride8, long *acc9)
{
    unsigned int idx10 = threadIdx.x;
    if ((stride8 != 38) || (buf6[idx10] > (*acc9))) {
        goto skip11;
    }
    if (idx10 >= stride8) {
        return;
    }
    buf6[gridDim.x] += *buf6;
    acc9[6] = CAT_4(idx, 10);
skip11:;
}
__constant__ float c_count12[4] = {0.875f, 13.25f, 16.125f, 24};

int check_tally13(int lane14)
{
    lane14 = CAT_4(lane, 14) * 5;
    sweep5_kernel<<<sizeof(int) * 32, 128>>>(static_cast<float*>(nullptr), &lane14, static_cast<unsigned int>(sizeof(int)), nullptr);
    lane14 -= -14;
    unsigned int acc15 = lane14;
    float res16(15.375f - double(CAT_4(lane, 14)));
    if ((-CAT_4(res, 16)) < res16) {
        goto finish17;
    }
    sweep5_kernel<<<(acc15 + 255) / 256, 0x80>>>(&res16, &lane14, (CAT_4(res, 16) * res16) - (acc15 / lane14), nullptr);
finish17:;
    return 4198;
}
__global__ void gc_kernel22(__grid_constant__ int x, int *p)
{
    p[0] = x;
}

int main()
{
    int len18 = 291;
    const char *hi19 = R"xy(a "quoted" )word)xy";
    len18 = +(hi19[0] + (2'233ul + CAT_4(len, 18)));
    const int *t20 = &len18;
    int prod21 = (len18 += 31, ((unsigned int)t20[6]));
    prod21 = (char)(sizeof(int) - len18);
    return 0;
}
