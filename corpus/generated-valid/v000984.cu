// cudagen 0.1 seed 984 valid
// features: kernel,restrict_params,launch,host_device_function,host_function,static_host_function,constexpr_function,main,auto_var,const_local,using_alias,if,goto,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_static,sizeof,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b
using idx3_t = int;

constexpr __host__ __device__ idx3_t merge4(int count5) {
    count5 = count5;
    unsigned int lo6 = count5;
    return count5;
}
// Layout: row-major, no padding.

idx3_t host_lerp7(idx3_t stride8, int count9, long *__restrict__ dst10) {
    const idx3_t r11 = (sizeof(unsigned));
    if (merge4(count9) > dst10[count9]) {
        goto finish12;
    }
    merge4(dst10[stride8]);
finish12:;
    return merge4(dst10[count9]);
}

__global__ void apply13(int *dst14) {
    dst14[5] = *dst14;
    dst14[7]--;
    dst14[3] %= merge4(dst14[1]);
    merge4(static_cast<char>(dst14[2]) / 30);
    float lim15 = 19l;
    dst14[5] ^= -(*dst14);
    float res16 = dst14[0b110];
}

static double check_apply17(char p18, idx3_t count19, idx3_t stride20) {
    stride20 /= host_lerp7(count19, p18, nullptr);
    auto lo21 = 34;
    return -20.75;
}

int main() {
    int size22 = 0b11011111;
    apply13<<<(size22 + 31) / 32, 512>>>(&size22);
    size22 = ((CAT_2(size, 22) + 702) * size22) - u'#';
    if (size22 >= size22) {
        return merge4(check_apply17(size22, 34L, 46));
    }
    size22 &= size22;
    const char h23 = (size22);
    size22 <<= host_lerp7(merge4(merge4(h23)), host_lerp7(h23, h23, static_cast<long*>(nullptr)) % '\a', nullptr);
    return 0;
}
