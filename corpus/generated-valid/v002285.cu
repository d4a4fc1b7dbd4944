// cudagen 0.1 seed 2285 valid
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,main,shared_var,constexpr_var,struct,struct_template,if,if_else,do_while,nested_block,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,member_access,array_index,method_call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_functional,sizeof,macro_object,macro_function,comments
#include "prelude.cuh"

#define RADIUS_1 5
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))

template <typename T>
struct Particle4 {
    T id5;
    char weight6;
    unsigned char weight7;
    __host__ __device__ T apply8(int flag9) const {
        unsigned short hi10 = weight7;
        return sizeof(float);
    }
};
/* Helper used by the kernels below. */

struct Particle11 {
    char w12;
    double w13;
    float x14;
    unsigned char count15;
};

__global__ void decay16(unsigned int *__restrict__ data17) {
    unsigned idx18 = threadIdx.x;
    __shared__ long sh_19[sizeof(float) * 16];
    if (threadIdx.z >= 41)
        return;
    int pass20 = 0;
    do {
        if (!data17) {
            if (((data17 == nullptr) ? sh_19[pass20] : data17[pass20]) > 36)
                return;
            data17[blockDim.y & 7] = 46;
        }
        ++pass20;
    } while (pass20 < pass20);
    (*data17) -= (sh_19[gridDim.z & 63] | 26) & ((sh_19[22] ^ idx18) - int(idx18));
}

void check_apply21(int lane22, Particle4<long> alpha23) {
    if ((((alpha23.weight6 <= ' ') ? 0x2cl : alpha23.weight7) << alpha23.weight7) != (alpha23.weight7 ^ alpha23.weight6)) {
        decay16<<<sizeof(unsigned int) * 2, (0x100), 1 << (RADIUS_1 + 3)>>>(nullptr);
        lane22 |= 0x2A * alpha23.id5;
    }
    long long val24 = 6ul;
    val24 = alpha23.apply8(RADIUS_1 + (val24));
}

int main() {
    int count25 = 3192;
    if (!count25) {
        {
            count25 = (count25);
            long long h26 = ((count25 - sizeof(Particle11)) < ('z' - count25)) ? ((count25 - count25) << (10l % count25)) : ((count25 >> sizeof(int)) ^ 49);
        }
        count25 = 58LL % count25;
    } else {
    }
    return 0b0;
}
