// cudagen 0.1 seed 2116 valid
// features: kernel,kernel_static,maxnreg,launch,launch_shared_mem,launch_stream,host_function,main,constant_array,constexpr_var,enum_class,using_alias,if,nested_block,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 8
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b
#undef TILE_DIM_1
#define TILE_DIM_1 8

static __global__ void __maxnreg__(128) bias4_kernel(int count5, int *data6, int n7)
{
    count5 = n7;
    count5 = 51UL;
    n7 = (n7 += data6[0b111], (((int)6) >> (((*data6) > data6[count5]) ? n7 : 39)));
    (*data6) = (((n7 > n7) ? 0b110011l : (*data6)) + n7) - sizeof(int);
}
using idx8_t = long;
__constant__ size_t c_sweep9[4] = {26, 44, 3235, 588};
enum class Axis10 {
    Idle11,
    Off12,
    Mul13,
    Idle14,
    Busy15
};

float check_mix16(int n17, int n18)
{
    (n18--, (n18 = 7U));
    {
        ++n18;
        bias4_kernel<<<256, 128, sizeof(float) * 0b1000000, nullptr>>>(n18, &n17, n17 - n17);
    }
    if ((n18 | n17) < CAT_3(n, 17)) {
        return 9;
    }
    const long *off19 = nullptr;
    return n18;
}

int main()
{
    int count20 = 830;
    count20 = CAT_3(count, 20) | ((!(21 < count20)) ? 45 : TILE_DIM_1);
    bias4_kernel<<<0b1 << 7, 1 << 9, 256>>>(check_mix16(CAT_3(count, 20), check_mix16(6, count20)), static_cast<int*>(nullptr), (count20 - 4) + (3580L * count20));
    const char *lim21 = "a\tb";
    bias4_kernel<<<TILE_DIM_1 + 248, (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + 96)))), (TILE_DIM_1 + TILE_DIM_1) * (TILE_DIM_1 + TILE_DIM_1), 0>>>(52, &count20, TILE_DIM_1 + count20);
    return 0;
}
