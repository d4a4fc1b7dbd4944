// cudagen 0.1 seed 474 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_template_function,host_function,static_host_function,main,shared_var,constexpr_var,auto_var,anon_namespace,if,if_init,goto,ternary,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,pp_if,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 64
#define WARPS_2 (5)
#define BLOCK_SIZE_3 3
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define MAX2_5(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

#if WARPS_2 % 2 == 0 || WARPS_2 < 4
#define CONFIG_8 7
#else
#define CONFIG_8 19
#endif
#undef CONFIG_8
#define CONFIG_8 12
// NOTE: keep in sync with the host reference.

__global__ void drift9_kernel(const float *__restrict__ in10) {
    if ((-(*in10)) < in10[0x1]) {
        return;
    }
    auto f11 = *in10;
}

template <class T, typename U>
__device__ T sweep12(U *data13, int *acc14) {
    (*acc14)++;
    acc14[0x4] = WARPS_2;
    (*acc14) = 0b10010;
    --data13[1];
    unsigned int sum15 = (acc14[0x5] == (*data13)) ? ((*data13) + TILE_DIM_1) : 25;
    acc14[3]++;
    return 21.25;
}

namespace {
static __global__ void march16(float b17, char cfg18, int len19) {
    if (sweep12<double, int>(&len19, &len19) >= len19) {
        return;
    }
    if ((len19 >= b17) || (b17 < 0b1011)) {
        return;
    }
    --b17;
    len19 = sweep12<int, float>((float*)nullptr, &len19);
    sweep12<double, float>(&b17, (int*)nullptr);
    if (!(b17 >= len19)) {
        return;
    }
    if ((b17 + b17) >= 0b10110) {
        return;
    }
}
} // namespace

__global__ void step20_kernel(double a21, const float *__restrict__ in22) {
    if (float y23{33}; sweep12<int, long>(nullptr, (int*)nullptr) > 43L) {
        y23 = in22[2];
        unsigned char s24 = sweep12<int, unsigned>(nullptr, nullptr);
        a21 = s24;
    }
}

__global__ void grow25(long *out26, unsigned long *acc27) {
    if ((*acc27) != acc27[0]) {
        return;
    }
    sweep12<int, double>(nullptr, nullptr);
    if ((acc27[3] + 074) < (*acc27)) {
        return;
    }
    if (!((*acc27) == 27L)) {
        return;
    }
    --(*acc27);
}

__device__ float norm28(int count29) {
    count29 = sizeof(int);
    __shared__ float sh_30;
    return ((count29 * count29) + count29) / ((sh_30 / 4575U) * (sh_30 - sh_30));
}

static int check_step31(unsigned long *out32, float *data33, int len34) {
    len34 = ((8 < MIN2_4(len34, len34)) || (data33[len34] < len34)) ? 0x7L : 6;
    double cnt35(*out32);
    if ((out32 != nullptr) && (len34 >= 033)) {
        goto finish36;
    }
    if (*out32) {
        return len34;
    }
finish36:;
    return data33[0];
}

int main() {
    int len37 = 2204;
    drift9_kernel<<<dim3(2 * 4), 256, 0, nullptr>>>(nullptr);
    step20_kernel<<<dim3(2, (len37 + 255) / 0x100), dim3((len37 + 127) / 0x80, (len37 + 127) / 128, (len37 + 31) / 32)>>>((len37), (const float*)nullptr);
    march16<<<dim3((len37 + 127) / 128, (256), BLOCK_SIZE_3 + (CONFIG_8 + 1)), dim3((len37 + 255) / 256, 128), 256, 0>>>(check_step31((size_t*)nullptr, nullptr, len37), MIN2_4(len37, check_step31((size_t*)nullptr, (float*)nullptr, sizeof(float))), WARPS_2 * len37 * 2);
    grow25<<<(CONFIG_8 + 0x74), 0x80>>>(nullptr, (unsigned long*)nullptr);
    return 0x0;
}
