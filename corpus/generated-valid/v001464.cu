// cudagen 0.1 seed 1464 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,host_function,main,auto_var,if,static_assert,compound_assign,logical,comparison,incdec,call,lit_int_binary,lit_int_suffix,lit_float,sizeof,macro_stringize,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
static_assert(37 == 37, "bad config");
/* Returns the accumulated value. */
__global__ void __launch_bounds__(32, 0b10) spread3(float q4, int stride5) {
    --stride5;
    if ((q4 + 0b10) >= 1ll) {
        return;
    }
    ++q4;
    stride5 = 13;
}
inline unsigned char rank6(int lane7, int stride8) {
    const char* acc9 = STR_2(hello);
    stride8++;
    if (lane7 < 7U) {
        spread3<<<1, sizeof(unsigned int) * 32, sizeof(double) * 32>>>(acc9[1] * 19.0f, 31);
    }
    int off10 = stride8;
    return 36 - stride8;
}
int main() {
    int count11 = 228;
    --count11;
    if (!(count11 >= count11)) {
        return rank6(33l, 64) + (29UL + count11);
    }
    count11 /= (rank6(rank6(sizeof(float), 39), rank6(51u, -2486)));
    auto flag12 = rank6(rank6(count11, count11), 11 + count11) % (31 - (count11 + count11));
    double idx13 = flag12;
    idx13++;
    return 0;
}
