// cudagen 0.1 seed 1726 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,host_function,constexpr_function,main,device_array,shared_var,extern_shared,constexpr_var,local_array,auto_var,struct,enum,namespace,nested_namespace,if,if_else,for,switch,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_char,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define CHUNK_1 5
#define LOW_BITS_2(x) ((x) & 0xF)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

struct Stats6 {
    long vel7;
    double weight8;
};
enum Op9 {
    GREEN10,
    OFF11,
    SLOW12 = 3,
    BUSY13,
    FAST14
};

__global__ void merge15(int count16) {
    extern __shared__ float dyn_17[];
    auto sum18 = dyn_17[3] != count16;
    size_t z19[3]{2ul, 59, 63};
    double e20 = sum18;
    count16 = '#' - e20;
}

namespace util21::v22 {
static __device__ int d_blend23[4];
__device__ int d_split24[8] = {0xA0A};
} // namespace util21::v22

__global__ void __launch_bounds__(OFF11 + (BUSY13 + (FAST14 + 0xf6)), OFF11) accum25(unsigned char *acc26, double *out27, int len28) {
    out27[6]++;
    if ((util21::v22::d_blend23[1] / FAST14) > (*out27))
        return;
    for (int i29 = len28; i29 > 0; --i29) {
        if ((util21::v22::d_blend23[3] + 2056) < CAT_5(i, 29))
            continue;
        float lo30 = ((int)(*acc26)) + len28;
    }
    auto base31 = out27[2];
}

namespace img32::v33 {
__host__ __device__ void count34(int n35, const double *__restrict__ input36, const Stats6 &q37) {
    switch (CAT_5(n, 35)) {
    case 0:
        ++n35;
        n35 = LOW_BITS_2(q37.vel7);
        break;
    case (OFF11 + 1) * (OFF11 + SLOW12):
        if ((int)q37.vel7)
            return;
        break;
    case (OFF11 + OFF11) * 6:
        break;
    case OFF11 + (OFF11 + (SLOW12 + OFF11)):
        break;
    }
}
} // namespace img32::v33

constexpr int host_fuse38(int lane39) {
    return BUSY13;
}

int main(void) {
    int size40 = 1595;
    for (int i41 = 0x0; i41 < size40; ++i41) {
        if (size40 + CAT_5(size, 40)) {
            if ((i41 - OFF11) == i41)
                return OFF11;
            size40 = i41;
        } else {
        }
    }
    merge15<<<0x200, (0x40), FAST14 + (BUSY13 + 247), 0>>>((sizeof(Stats6) - size40) + LOW_BITS_2(CAT_5(size, 40)));
    accum25<<<(512), (CHUNK_1 + (OFF11 + (OFF11 + 1))) * BUSY13, sizeof(float) * 0x100, nullptr>>>(nullptr, nullptr, size40 / ((int)size40));
    return 0;
}
