// cudagen 0.1 seed 2122 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,local_array,enum,if,ternary,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define RADIUS_1 4
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b

#ifndef USE_FAST_PATH_4
#define TUNE_5 6
#else
#define TUNE_5 51
#endif

constexpr int host_bump6(int lane7, double cfg8) {
    size_t tmp9(lane7 * U'#');
    cfg8 = ((cfg8)) * (lane7 / cfg8);
    return tmp9;
}

__global__ void __launch_bounds__(TUNE_5 + 122, 3) count10(bool cfg11, unsigned *buf12, double q13) {
    extern __shared__ double dyn_14[];
    dyn_14[0b101] = 14.75f;
    if (cfg11) {
        return;
    }
    q13 = (sizeof(float)) * (CAT_3(q, 13) + (~(*buf12)));
    bool q15 = buf12[0x0] >= (static_cast<unsigned int>(q13) & (sizeof(unsigned long long) + cfg11));
}
enum Axis16 { OFF17, BUSY18, ADD19, FAST20 };
// Layout: row-major, no padding.

__global__ void __launch_bounds__(0x40 * (TUNE_5 + (RADIUS_1 + TUNE_5))) filter21(unsigned short *out22) {
    out22[0x5] = (int)out22[6];
    out22[1] = out22[5];
    unsigned int t23 = 20;
    ++out22[t23];
    (*out22) = (int)BUSY18;
}

static __global__ void filter24(float *out25, int *buf26, double p27, const int *input28) {
    buf26[2] = -((out25[1] * 0b110011) - (8 + (*out25)));
    p27 = (((-(*out25)) > 39) ? RADIUS_1 : TUNE_5) & RADIUS_1;
    ++buf26[0x7];
    if (((input28[7] + buf26[4]) & 1)) {
        ++p27;
        Axis16 lim29 = BUSY18;
    }
    if (out25[5] > p27) {
        return;
    }
}
constexpr int STEPS30 = 0b101;

int main() {
    int len31 = 1752;
    len31--;
    if (((len31 * STEPS30) & 1)) {
        long val32 = sizeof(short);
        float m33[3]{14.875f, 0x37U, 15.0f};
    }
    count10<<<1, (BUSY18 + (BUSY18 + (FAST20 + (ADD19 + 0b1001)))) * (BUSY18 + 0b11), sizeof(float) * 256>>>(host_bump6(len31, 18) - 0, nullptr, len31);
    filter21<<<(len31 + 255) / 256, (BUSY18 + 31)>>>(nullptr);
    filter24<<<(len31 + 31) / 0x20, (0x40), 0>>>((float*)nullptr, static_cast<int*>(nullptr), host_bump6(+len31, host_bump6(len31, len31)), nullptr);
    return 0;
}
