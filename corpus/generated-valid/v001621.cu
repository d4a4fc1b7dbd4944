// cudagen 0.1 seed 1621 valid
// features: kernel,launch,main,auto_var,enum_class,if,for,goto,comparison,incdec,lit_int_binary,lit_int_suffix,lit_float,macro_function,macro_statement
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

__global__ void bias5(int count6)
{
    auto u7 = (count6) / 17.875;
    if ((count6 * u7) >= 3lu) {
        goto out8;
    }
    u7 = +count6;
    u7 = u7;
    ++count6;
out8:;
}
enum class State9 { Idle10 = 1, Red11 };

int main()
{
    int size12 = 1255;
    State9 w13 = State9::Idle10;
    for (int j14 = 0; j14 < 7; ++j14) {
        if (size12 >= j14) {
            return 0b11010;
        }
        w13 = State9::Red11;
        w13 = State9::Red11;
    }
    bias5<<<(size12 + 127) / 128, 128>>>(64);
    return 0;
}
