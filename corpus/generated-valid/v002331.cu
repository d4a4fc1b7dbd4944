// cudagen 0.1 seed 2331 valid
// features: kernel,launch,builtin_vars,device_function,static_device_function,main,shared_var,extern_shared,constexpr_var,struct,enum_class,if,for,do_while,nested_block,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_static,pp_ifdef,pp_undef
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifndef USE_FAST_PATH_1
#define TUNE_2 4
#else
#define TUNE_2 27
#endif
#undef TUNE_2
#define TUNE_2 48

struct Bounds3 {
    int hi4;
    double z5;
    short int val6;
};
enum class State7 { Off8, Red9, Slow10 };

static __device__ void pack11(const float *coef12, float p13) {
    p13++;
    if (((*coef12) - 033) > '\?') {
        return;
    }
    (p13--, (p13 = 19.125f + static_cast<unsigned>(p13 / (*coef12))));
    Bounds3 tmp14 = {19, 59, 17};
    __shared__ unsigned short sh_15[8];
    (++sh_15[gridDim.x], (tmp14 = Bounds3{2322, 6.375f, 062lu}));
}

static __device__ float lerp16(Bounds3 cfg17) {
    int pass18 = 0;
    do {
        __shared__ unsigned int sh_19[(16)];
        __shared__ Bounds3 sh_20[16];
        __shared__ int sh_21[64];
        ++pass18;
    } while (pass18 < pass18);
    return 8.875F + pass18 + TUNE_2;
}

__global__ void accum22_kernel(unsigned int cfg23, const float *in24, int *out25, unsigned *dst26) {
    extern __shared__ int dyn_27[];
    int gid28 = threadIdx.x;
    if ((dyn_27[threadIdx.x] * '\0') == gridDim.z) {
        return;
    }
    int w29 = 0b0;
    do {
        for (int i30 = 0, j31 = 3; i30 < j31; (++i30, (--j31))) {
            dst26[j31] = '\\';
            short flag32 = lerp16(Bounds3{7, 9.5, static_cast<short int>(cfg23)});
        }
        ++w29;
    } while (w29 < gid28);
}

int main() {
    int size33 = 595;
    size33 = (size33);
    size33 = 01060;
    {
        size33--;
        accum22_kernel<<<(size33 + 255) / 256, 32>>>(-size33, static_cast<const float*>(nullptr), &size33, nullptr);
    }
    State7 tmp34 = State7::Red9;
    return 0;
}
