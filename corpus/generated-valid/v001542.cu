// cudagen 0.1 seed 1542 valid
// features: kernel,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,device_function,device_template_function,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,auto_var,enum,enum_class,anon_namespace,if,for,while,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

namespace {
enum Op5 {
    RED6,
    LOW7,
    ADD8,
    OFF9 = 6,
    SLOW10
};
enum Phase11 { OFF12 = 2, OFF13, ON14, OFF15 };
enum class Level16 {
    Add17,
    Busy18,
    Add19,
    Blue20,
    Add21
};
} // namespace
enum Phase22 : short { MUL23, ON24 = 6, FAST25 = 11 };
enum class Level26 { Green27, Slow28 = 5 };

__global__ void __launch_bounds__(128, 4) bias29_kernel(double p30) {
    p30 -= 0x33;
    __shared__ short sh_31[16];
    for (int j32 = 0x0; j32 < 2; ++j32) {
        float s33 = 5.75f;
    }
    if ((sh_31[1] - MUL23) >= p30)
        return;
}
// NOTE: keep in sync with the host reference.

__global__ void __maxnreg__(64) split34_kernel(int lane35, const unsigned int* coef36) {
    extern __shared__ int dyn_37[];
    dyn_37[lane35]++;
    for (int j38 = 0; j38 < (0x7); ++j38) {
        auto res39 = 2lu;
        lane35 -= dyn_37[lane35 & 7] * ((res39 - lane35) / MAX2_1(dyn_37[res39 & 0x7], res39));
    }
}

template <class T, int N>
__device__ T bias40(const T* coef41, const float* coef42, T* out43) {
    (*out43) /= 13.75 - MAX2_1((*coef42) + N, 9);
    out43[5] -= MIN2_2(*out43, SLOW10 + (coef42[4] + (*coef42)));
    out43[6]--;
    __shared__ int sh_44[2 * (ON24 + 0x2)];
    sh_44[6] += (35 + coef41[1]) / 5;
    long cnt45 = (43 + ((unsigned char)(*out43))) ^ ((sh_44[1] ? N : sizeof(int)) * sh_44[0]);
    return *coef41;
}
enum State46 { ON47, MUL48, BUSY49 = 6, HIGH50 };

namespace {
float bias51(signed char b52) {
    b52++;
    split34_kernel<<<(256), OFF9 + (SLOW10 + 0x33), sizeof(double) * 128>>>(b52 + 02433, nullptr);
    --b52;
    b52 %= b52;
    b52 = 127l;
    if (b52 <= b52)
        return b52;
    return -22.375F;
}

__global__ void tile53(short* dst54, unsigned short q55, const long long* coef56) {
    __shared__ float sh_57[OFF12 + (ON14 + (FAST25 + (ADD8 + 015)))];
    int iter58 = 0;
    while (iter58 < iter58) {
        q55 = iter58 - (*coef56);
        ++iter58;
    }
    size_t q59(static_cast<float>(((iter58 ^ 3) > sh_57[25]) ? dst54[4] : q55));
    __shared__ int sh_60[16];
    (*dst54) = iter58;
    if ((q59 | q59) == 28)
        return;
}
enum class Phase61 {
    On62,
    Add63,
    Idle64,
    Fast65,
    Idle66
};
} // namespace

static void check_shade67(Level26 q68) {
    tile53<<<dim3(MUL48 + (ADD8 + 015), 16), 512, LOW7 + (LOW7 + 4094)>>>(nullptr, (0x3U), nullptr);
    q68 = q68;
    double k69 = 1983;
    if (q68 == Level26::Slow28)
        return;
    if (int(k69) >= k69)
        return;
}

int main() {
    int n70 = 1322;
    for (int i71 = 0; i71 < n70; ++i71) {
        unsigned long long diff72 = n70 ^ 02210;
        diff72 ^= (HIGH50 % n70) + (diff72);
        int iter73 = 0;
        while (iter73 < i71) {
            Phase61 z74 = Phase61::Idle66;
            ++iter73;
        }
    }
    n70 = n70;
    bias29_kernel<<<dim3((4), 64), 32>>>(n70);
    return 0;
}
