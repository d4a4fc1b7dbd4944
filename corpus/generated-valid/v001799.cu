// cudagen 0.1 seed 1799 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,shared_var,static_shared,local_array,struct,if,if_init,switch,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof
#include "prelude.cuh"

__global__ void __launch_bounds__(1024) apply1_kernel(int lane2, int *__restrict__ dst3, float a4) {
    unsigned i5 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ++a4;
    static __shared__ float sh_6[128];
    if (long idx7 = -027; (sizeof(size_t) + idx7) < i5) {
        switch (warpSize) {
        case 11: {
            int hi8 = float((signed char)i5);
            break;
        }
        case 3: {
            __shared__ char sh_9[8];
            break;
        }
        case 2:
            break;
        default:
            break;
        }
    }
}

struct Span10 {
    int y11;
    unsigned int flag12;
};

constexpr int fuse13(int stride14, int lane15) {
    float t16 = +lane15;
    lane15 ^= lane15;
    return lane15;
}

int main() {
    int n17 = 72;
    apply1_kernel<<<(n17 + 31) / 32, dim3((n17 + 63) / 64, (n17 + 255) / 256), 4096, nullptr>>>(n17 - fuse13(n17, n17), &n17, int(fuse13(n17, 2931)));
    apply1_kernel<<<(n17 + 255) / 256, 128>>>(L' ', static_cast<int*>(nullptr), n17);
    apply1_kernel<<<(n17 + 127) / 128, dim3(sizeof(int) * 2, 16)>>>(n17, &n17, n17);
    switch (fuse13(n17, n17)) {
    case 11: {
        size_t k18 = static_cast<long>(n17) & (n17 + n17);
        break;
    }
    case 0:
        break;
    case 5:
        break;
    case 10: {
        int stride19[4]{' ', 2, 55, 37};
        break;
    }
    }
    return 0;
}
