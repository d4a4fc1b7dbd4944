// cudagen 0.1 seed 70 valid
// features: kernel,maxnreg,launch,main,device_var,constexpr_var,local_array,const_local,enum_class,if,do_while,switch,static_assert,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_paste,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define RADIUS_2 256
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 15
#else
#define TUNE_5 56
#endif
#undef NUM_ITERS_1
#define NUM_ITERS_1 12
enum struct Mode6 : unsigned int {
    High7,
    On8,
    Idle9,
    Slow10,
    Idle11 = 5
};

__global__ void __maxnreg__(128) fold12_kernel(float *out13) {
    static_assert(((25) * 0x2) == 50, "bad config");
    out13[6] = 2.75f;
    int iter14 = 0;
    do {
        out13[0] = sizeof(float);
        bool q15 = (iter14 / RADIUS_2) < ((*out13) - 633);
        ++iter14;
    } while (iter14 < 7);
    --out13[iter14];
}
__device__ float d_decay16 = 16.25F;

__global__ void blend17_kernel(const unsigned int *input18) {
    Mode6 q19 = Mode6::Slow10;
    const int f20 = size_t(d_decay16);
    q19 = q19;
    if (44ul != (*input18)) {
        d_decay16 = 2606lu;
        static_assert((NUM_ITERS_1 + 31) > 42, "bad config");
    }
}
// Layout: row-major, no padding.

__global__ void step21_kernel(unsigned *data22, const float *input23) {
    (*data22) = d_decay16 / ((*data22) - (RADIUS_2 ^ data22[3]));
    if (data22[7] > (*input23)) {
        return;
    }
    int x24[4]{7, 3, 7, 6};
    d_decay16++;
    d_decay16 = (*data22) + x24[3];
}

__global__ void split25(char *data26, int count27, unsigned int *acc28) {
    switch ((count27)) {
    case 1:
        ++acc28[count27 & 7];
        if (count27 != (count27 / 41)) {
            return;
        }
        break;
    case 0x0:
        break;
    case NUM_ITERS_1:
        break;
    }
    float diff29[4] = {};
    acc28[4] &= ((short)0xcc6l) & ((data26[count27] & 1) ? (*data26) : data26[0x6]);
    int off30 = 44ll;
}

int main() {
    int size31 = 1345;
    size31 = size31;
    size31 &= 9u;
    size31 = size31;
    fold12_kernel<<<(NUM_ITERS_1 + 116) * 4, 64>>>(nullptr);
    blend17_kernel<<<4, sizeof(unsigned int) * 16>>>(nullptr);
    step21_kernel<<<(1), TUNE_5 + (NUM_ITERS_1 + (NUM_ITERS_1 + 0xb0))>>>(nullptr, nullptr);
    return 0;
}
