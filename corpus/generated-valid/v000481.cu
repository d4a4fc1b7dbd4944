// cudagen 0.1 seed 481 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,kernel_from_macro,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,device_array,shared_var,constexpr_var,const_local,if,for,do_while,ternary,bitwise,shift,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_const,sizeof,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define TILE_DIM_2 256
#define BLOCK_SIZE_3 3
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#define DEFINE_MAP_KERNEL_7(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_7(map_sift8, float)
DEFINE_MAP_KERNEL_7(map_clamp9, double)
__device__ float d_smooth10[4] = {8.25f, 18.375f};

__global__ void probe11_kernel(short *dst12, unsigned int *__restrict__ dst13, double alpha14, const unsigned *input15) {
    int idx16 = threadIdx.x;
    int v17 = gridDim.x ? dst12[7] : input15[idx16];
    float stride18{5.0f};
}

__device__ __host__ long clamp19(double *data20) {
    data20[3] = (23.5f / (*data20)) - 53L;
    data20[5] = (data20[3]);
    data20[2] = 0xd9f;
    data20[0x4] = (*data20) + data20[2];
    data20[2] = 58;
    long idx21 = (57 * data20[2]) + 40;
    idx21 = data20[idx21];
    return data20[idx21];
}

extern "C" {
__global__ void smooth22(float *acc23, const float *__restrict__ in24, double *__restrict__ out25) {
    unsigned i26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*out25) = 0x2;
    d_smooth10[i26 & 3] = (float)22.875f;
    __shared__ int sh_27[8];
}
}

__host__ __device__ unsigned merge28(int len29) {
    if (len29 >= CAT_6(len, 29)) {
        const size_t x30 = len29;
        int pass31 = 0;
        do {
            if ((len29 <= pass31) && (x30 == x30)) {
                continue;
            }
            ++pass31;
        } while (pass31 < 14);
        constexpr long x32 = 0x1D;
    }
    len29 = clamp19(nullptr);
    return TILE_DIM_2;
}

template <typename T>
__global__ void score33(T *__restrict__ data34, double alpha35, const double *in36, const T *src37) {
    int tid38 = (blockIdx.x * blockDim.x) + threadIdx.x;
    d_smooth10[3] = blockIdx.y;
    int pass39 = 0;
    do {
        clamp19(const_cast<double*>(in36));
        unsigned mid40 = gridDim.y;
        ++pass39;
    } while (pass39 < tid38);
    T stride41(~clamp19(const_cast<double*>(in36)));
}

void run_pivot42(int len43, int lane44) {
    for (int it45 = 0; it45 < len43; ++it45) {
        int base46 = BLOCK_SIZE_1;
        clamp19(nullptr);
        for (int i47 = 0; i47 < lane44; ++i47) {
            int stride48 = merge28(merge28(BLOCK_SIZE_3 ^ CAT_6(i, 47)));
        }
    }
    lane44 = 0x36;
    lane44 = BLOCK_SIZE_1;
}

int main(void) {
    int size49 = 0xBB2;
    smooth22<<<dim3((size49 + 255) / 256), dim3(1, (size49 + 31) / 32, 0x4), TILE_DIM_2 + (BLOCK_SIZE_3 + (TILE_DIM_2 + (BLOCK_SIZE_1 + (TILE_DIM_2 + 0xc7d)))), 0>>>((float*)nullptr, (const float*)nullptr, nullptr);
    map_clamp9<<<dim3((0b100), (size49 + 31) / 0x20), 128, 0b0>>>(nullptr, CAT_6(size, 49) >> size49);
    if (size49 < ((size49 * 3'604) - (size49 | 50))) {
        run_pivot42(CAT_6(size, 49), 62);
        size49 = (((long)15) | (size49 + size49)) / 64;
    }
    float lo50(size49);
    map_sift8<<<dim3(32), dim3((64), (1)), BLOCK_SIZE_1 + BLOCK_SIZE_1>>>(nullptr, 0x23);
    probe11_kernel<<<(size49 + 31) / 0b100000, dim3((size49 + 31) / 32), sizeof(int) * 0x80>>>(nullptr, nullptr, -(20.125f), nullptr);
    score33<double><<<0x80 * 0x4, (BLOCK_SIZE_3 + (BLOCK_SIZE_3 + 10)) * 0x10, sizeof(float) * 256>>>((double*)nullptr, CAT_6(lo, 50), nullptr, (const double*)nullptr);
    return 0;
}
