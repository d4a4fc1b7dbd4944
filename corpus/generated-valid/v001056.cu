// cudagen 0.1 seed 1056 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,device_template_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,if,if_init,for,switch,switch_fallthrough,goto,nested_block,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,alignof,lambda,lambda_init_capture,lambda_launch,macro_object,macro_function
#include "prelude.cuh"

#define BLOCK_SIZE_1 5
#define SQR_2(x) ((x) * (x))

__global__ void norm3(const unsigned* src4) {
    extern __shared__ int dyn_5[];
    dyn_5[warpSize] %= 37L >> (*src4);
    dyn_5[threadIdx.y] %= 3338u;
    float y6 = (*src4) + ((src4[blockIdx.z] - 16.125F) + ((*src4) << 0));
    {
        y6 = 2.0f;
        static_assert(sizeof(int) == 0x4);
    }
}

constexpr __host__ __device__ int sweep7(int count8, long alpha9) {
    char m10 = 0x38;
    return (0x7u);
}

static __global__ void __launch_bounds__(BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 44))), 2) clamp11(char* buf12, const double* input13) {
    unsigned int idx14 = threadIdx.x;
    float hi15((BLOCK_SIZE_1 - (idx14 * idx14)) - (idx14 + ((*input13) - idx14)));
    (*buf12) = (hi15 += buf12[idx14], (-41));
    if (((threadIdx.x * 6) / 46ul) >= 13ULL) {
        unsigned int mid16{53l};
        mid16 = *buf12;
    }
}

__host__ __device__ int scale17(float* out18, int stride19, unsigned char beta20) {
    out18[stride19] = beta20;
    long val21 = (4U * out18[5]) + (*out18);
    return 749;
}

template <typename T, int N = 2>
__device__ int trace22(const T* in23, T* data24, const T* input25) {
    (++(*data24), (data24[threadIdx.y] += (*in23) / ((N + blockIdx.x) >> gridDim.x)));
    if ((input25[7] - 45) > (data24[6] * (sizeof(int) / data24[0x5]))) {
        if (int k26 = +((data24[5] > sizeof(float)) ? (0xD + data24[5]) : (data24[threadIdx.x] * 21)); 42 < SQR_2(*data24)) {
            k26 = SQR_2(input25[7]);
        }
    }
    int tmp27 = 0x32 + (((gridDim.y + 3) <= data24[gridDim.z]) ? ((short)in23[0x5]) : 60L);
    tmp27 |= N;
    int mid28{40lu};
    return blockIdx.z * ((data24[4] >= 0x3b) ? (*data24) : (36 * input25[mid28]));
}

template <typename T, int N>
__device__ int grow29(const T* in30, T* buf31, int stride32) {
    if ((stride32 ? sizeof(T) : in30[stride32]) > N) {
        goto out34;
    }
    if ((threadIdx.x + N + ((stride32 == N) ? blockIdx.x : 26)) >= alignof(float)) {
        buf31[stride32] = N;
        switch (stride32) {
        case 0:
            for (int i33 = 3; i33 > 0; --i33) {
                (*buf31) = (stride32 += stride32, (21.25f - threadIdx.x));
            }
            stride32 /= buf31[5];
            [[fallthrough]];
        case 1:
        case (6):
            break;
        default:
            break;
        }
    }
out34:;
    return *buf31;
}

int main() {
    int len35 = 1150;
    for (int i36 = 0x0; i36 < len35; i36++) {
        auto op41 = [x37 = i36](unsigned char lim38, int q39) -> double {
            clamp11<<<(x37 + 31) / 040, dim3((q39 + 255) / 256, BLOCK_SIZE_1 + 0x1B)>>>(nullptr, (const double*)nullptr);
            norm3<<<dim3(1, 2), sizeof(unsigned int) * (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 0x27))))), (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 1009))) * 4, 0>>>(nullptr);
            bool res40 = SQR_2(q39) >= 10;
            return res40;
        };
        if (i36 != 23) {
            cudaStream_t val42 = 0;
            if (0x25 >= len35) {
                return alignof(int) + i36;
            }
        }
    }
    return 0x0;
}
