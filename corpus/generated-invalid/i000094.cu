// cudagen 0.1 seed 94 invalid:negative_shift_count
// features: kernel,launch_bounds,launch,host_function,static_host_function,main,shared_var,struct,struct_template,if,for,nested_block,bitwise,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)

static char host_fuse2(int stride3, int n4) {
    ++stride3;
    int hi5 = 51L;
    return ((long)(56 * n4)) ^ hi5;
}

__global__ void __launch_bounds__(1 << 8) update6(int n7, unsigned int *data8) {
    for (int i9 = 0; i9 < 13; ++i9) {
        float diff10 = *data8;
        {
            diff10++;
            __shared__ short sh_11;
        }
        if (diff10 < data8[0]) {
            return;
        }
    }
}

template <typename T>
struct Sample12 {
    T flag13;
};

int check_relax14(int *dst15, int lane16) {
    if ((dst15[5] < lane16) || ((*dst15) == 18)) {
        return 17;
    }
    int v17 = (~host_fuse2(dst15[lane16], dst15[lane16 & 7])) + ((56u * lane16) + ((*dst15) - 41));
    return 7ll;
}

struct Pixel18 {
    unsigned y19;
    char sum20;
    int lo21;
};

struct Tile22 {
    int flag23;
    int val24, count25;
};

int main() {
    int n26 = 1639;
    n26 = n26 << -1;
    if (static_cast<long long>(host_fuse2(2855l, 1'575ul)) < (n26 + 056)) {
        Sample12<double> diff27 = Sample12<double>{};
        ++diff27.flag13;
    }
    update6<<<512, sizeof(int) * 128>>>(n26 % (30 - n26), static_cast<unsigned int*>(nullptr));
    return 0;
}
