// cudagen 0.1 seed 1117 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,host_device_function,host_function,main,shared_var,constexpr_var,local_array,if,if_else,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,lambda,macro_object,pp_undef
#include "prelude.cuh"

#define RADIUS_1 32
#define BLOCK_SIZE_2 4
#define RADIUS_3 (128)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#undef RADIUS_1
#define RADIUS_1 2

__device__ __host__ double rank6(double alpha7, int n8, const float *__restrict__ in9) {
    int stride10 = 55UL;
    long *h11 = (long*)nullptr;
    n8 = *h11;
    return *in9;
}

__global__ void reduce12(float *out13, int count14, int *__restrict__ dst15) {
    float f16[8] = {};
    dst15[count14 & 7] %= long(17) - (count14 % (61 + dst15[2]));
}

__global__ void __launch_bounds__(RADIUS_1 + 0b111110, RADIUS_1 + 1) march17_kernel(const float *input18, int lane19, int len20, int stride21) {
    int mid22((len20 += lane19, 26));
    stride21 ^= 36;
    if (!(lane19 == stride21)) {
        return;
    }
    __shared__ int sh_23[32];
    const long *z24 = nullptr;
    len20 = -int(1u % mid22);
}

float run_blend25(char *__restrict__ out26) {
    if (((*out26) + (*out26)) >= (*out26)) {
        out26[7] = BLOCK_SIZE_2;
        out26[5] = out26[0];
    } else {
    }
    return sizeof(int) * out26[6];
}

int main() {
    int count27 = 1764;
    float tmp28[BLOCK_SIZE_2 + (RADIUS_1 + RADIUS_1)] = {};
    (++count27, (count27 <<= ((-((long long)tmp28[count27])) < 4) ? (0b100110 + count27) : (~(46ull - count27))));
    auto fn31 = [](char mid29, int acc30) {
        mid29 -= 47;
        mid29 -= acc30;
        static_assert(sizeof(int) == 0b100, "bad config");
    };
    fn31(count27, 50);
    reduce12<<<dim3((count27 + 127) / 128), 1 << 5, sizeof(unsigned int) * (RADIUS_3 + 896)>>>(tmp28, count27, &count27);
    march17_kernel<<<dim3((count27 + 0b11111) / 0b100000, RADIUS_1), BLOCK_SIZE_2 + (BLOCK_SIZE_2 + (RADIUS_1 + (BLOCK_SIZE_2 + 50)))>>>(tmp28, tmp28[count27 & 7], sizeof(unsigned), tmp28[count27 & 7] + ((unsigned int)tmp28[count27 & 0b111]));
    unsigned int *q32 = nullptr;
    return 0;
}
