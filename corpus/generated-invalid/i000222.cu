// cudagen 0.1 seed 222 invalid:bad_assignment_type
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,main,constant_array,shared_var,shared_2d,constexpr_var,local_array,const_local,if,if_init,for,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define RADIUS_1 16
#define BLOCK_SIZE_2 (32)
#define LOW_BITS_3(x) ((x) & 0xF)
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 13
#else
#define TUNE_7 44
#endif
#if (TUNE_7 * 2) >= 9 && TUNE_7 != 0
#define CONFIG_8 7
#elif TUNE_7 < 0
#error unreachable configuration
#else
#define CONFIG_8 21
#endif
__constant__ double c_bias9[8] = {4.75, 4.875, -16.875, 24.75F, 3.5, 23.0, 60, 43};

static __global__ void fold10_kernel(int lane11, double b12, int n13) {
    for (int j14 = 0; j14 < (1 << 2); j14++) {
        --b12;
        float x15[8] = {-18.375F, 2.F, 24.75F};
    }
    b12 = +(CONFIG_8 >> lane11);
    n13 = lane11;
    int v16 = 0;
    b12 = 0.25F * c_bias9[4];
}

__global__ void grow17(int lane18, int len19, double *buf20, float b21) {
    if (!(c_bias9[5] > CAT_5(lane, 18)))
        return;
    __shared__ unsigned int sh_22[5][12];
    for (int it23 = 0; it23 < (0b10 * 4); ++it23) {
        unsigned diff24 = sh_22[2][9];
    }
    int prod25 = TWICE_PLUS_4(lane18, CAT_5(len, 19));
}

__global__ void combine26_kernel(const unsigned *in27, int count28, long b29) {
    if (const int q30 = TWICE_PLUS_4(CAT_5(b, 29), in27[count28 & 7]) - LOW_BITS_3((*in27) & CONFIG_8); c_bias9[7] > (b29 + c_bias9[q30])) {
        for (int n31 = 0; n31 < q30; ++n31)
            b29 = count28;
        for (int j32 = 0b0; j32 < count28; ++j32) {
            count28++;
            b29 = CAT_5(q, 30);
        }
    }
}

__host__ __device__ unsigned short score33(int *acc34) {
    unsigned int prod35 = acc34[3];
    (*acc34)++;
    prod35 = (prod35) - 27;
    return TWICE_PLUS_4(-(*acc34), acc34[0b11]);
}

int main() {
    int size36 = 1151;
    int *ptr38 = nullptr;
    ptr38 = 2.5;
    if (LOW_BITS_3(score33(&size36)) < (BLOCK_SIZE_2 % size36)) {
        const long f37 = 7l;
        score33(&size36);
        combine26_kernel<<<dim3(2, 1 << 6), 1 << 5, sizeof(double) * 0b1000000, (cudaStream_t)0>>>(nullptr, score33(&size36), (size36));
    }
    size36 = score33((int*)nullptr) * (score33(&size36) % CAT_5(size, 36));
    size36 = score33(nullptr) + CONFIG_8;
    fold10_kernel<<<1, 0b1 << 5, 0, (cudaStream_t)0>>>(size36, TUNE_7, score33(&size36));
    grow17<<<(size36 + 255) / 256, (BLOCK_SIZE_2 + 32) * 2, 0>>>(((int)size36), BLOCK_SIZE_2 / size36, (double*)nullptr, 48 ^ (size36 ? CONFIG_8 : size36));
    return 0;
}
