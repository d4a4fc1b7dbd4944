// cudagen 0.1 seed 175 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,main,constexpr_var,auto_var,if,if_init,for,pragma_unroll,ternary,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

template <typename T, int N>
__global__ void grow6(T p7, T *data8, T *out9) {
    unsigned int i10 = threadIdx.x;
    #pragma unroll 4
    for (int j11 = (blockIdx.x * blockDim.x) + threadIdx.x; j11 < 15; j11 += blockDim.x * gridDim.x) {
        if ((!(!data8)) && ((j11 < data8[6]) || (out9[j11] != (*data8)))) {
            if (((CAT_5(i, 10) != p7) ? 0x1 : N) >= N) {
                continue;
            }
        }
        if (((*data8) < N) || i10) {
            return;
        }
    }
    if (!(!data8)) {
        return;
    }
    data8[3] = out9[2];
    int x12{021};
}

float norm13(int count14, int lane15) {
    if (((lane15 > lane15) ? 0b10000ul : lane15) == count14) {
        grow6<long, 2><<<dim3(0x20 * 16), 64, sizeof(float) * 256, nullptr>>>((lane15) * 56, nullptr, (long*)nullptr);
        count14 = -0x13;
    }
    return 21.0f;
}

int main(void) {
    int size16 = 1097;
    if (auto h17 = ((size16 + 0x1FL) * norm13(size16, size16)) + CAT_5(size, 16); !size16) {
        --size16;
        int flag18(norm13(h17 + size16 + norm13(23, size16), h17));
        for (int it19 = 0; it19 < flag18; ++it19) {
            h17 = -0b11100;
            grow6<double, 0b110><<<16, dim3(512), 0, (cudaStream_t)0>>>(15.0, (double*)nullptr, nullptr);
        }
    }
    return 0;
}
