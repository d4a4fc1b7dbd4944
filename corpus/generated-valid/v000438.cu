// cudagen 0.1 seed 438 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,device_function,device_noinline,host_device_function,host_function,static_host_function,default_args,main,constexpr_var,local_array,if,do_while,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_static,sizeof,macro_object,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 32
#define CHUNK_2 16
#define WARPS_3 5
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6
#ifdef USE_FAST_PATH_6
#define TUNE_7 6
#else
#define TUNE_7 37
#endif
#undef WARPS_1
#define WARPS_1 48
__device__ __noinline__ int pivot8(int n9) {
    if ((n9 ^ 0) > CHUNK_2) {
        return n9;
    }
    ++n9;
    unsigned int sum10 = (~((21l == n9) ? n9 : n9)) + ((6 - n9) | (~n9));
    float tmp11 = n9;
    sum10 = ((unsigned)sum10) / ((sum10 - n9) + ((int)tmp11));
    sum10 <<= n9;
    return (int)n9;
}
// Helper used by the kernels below.
__host__ __device__ unsigned int tally12(int lane13 = 3) {
    lane13++;
    lane13 = lane13 * 46L;
    return 4;
}
static double probe14(int *acc15) {
    int iter16 = 0;
    do {
        (acc15[2]--, (acc15[iter16 & 7] ^= acc15[0b100] * iter16 * ((long)acc15[3])));
        ++iter16;
    } while (iter16 < iter16);
    acc15[1]++;
    if (tally12(42) > 13) {
        return tally12(16);
    }
    return tally12();
}
static __global__ void merge17(float *dst18, const unsigned int *input19, const float *src20, int len21) {
    (len21++, (len21 = ((06574 % len21) + (TUNE_7 - input19[len21 & 7])) % (~(CHUNK_2 + len21))));
    (++len21, (len21 = (tally12() / (+input19[5])) + TUNE_7));
    long mid22 = (pivot8(WARPS_1) - input19[len21 & 7]) - 015U;
    mid22 = src20[6];
}
__host__ __device__ unsigned int drift23(long cfg24, double *out25, double *data26) {
    constexpr unsigned f27 = 8;
    if ((out25[cfg24] * data26[cfg24]) < 6L) {
        return tally12();
    }
    unsigned short r28[3] = {static_cast<unsigned short>(tally12(out25[cfg24 & 7])), 24L, 43};
    int mid29 = tally12(13ull & ((short int)data26[6]));
    if (TUNE_7 < (r28[2] >> 1ul)) {
        return 2 ^ tally12();
    }
    r28[mid29]--;
    return tally12() | (TUNE_7 * cfg24 * tally12(cfg24));
}
__global__ void stencil30_kernel(int count31) {
    float z32 = count31;
    --count31;
    double r33{static_cast<double>((z32 += count31, pivot8(22)))};
    unsigned long idx34 = (unsigned)drift23(pivot8(count31), &r33, &r33);
    int h35 = sizeof(int);
}
int main() {
    int n36 = 1156;
    double lim37 = probe14(nullptr);
    int off38 = 14;
    const char *idx39 = "path\\to" "_tail";
    n36 &= n36;
    merge17<<<dim3((n36 + 255) / 256), 32>>>((float*)nullptr, nullptr, (const float*)nullptr, WARPS_1 * off38 * (-lim37));
    stencil30_kernel<<<dim3((n36 + 63) / 64, (off38 + 127) / 128, (256)), 1 << 7, sizeof(double) * 32>>>(drift23(TUNE_7, &lim37, &lim37) + (idx39[1] % 50));
    return 0;
}
