// cudagen 0.1 seed 1632 valid
// features: kernel,kernel_static,kernel_from_macro,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_device_function,constexpr_function,main,constant_var,if,for,pragma_unroll,while,ternary,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_static,lambda,lambda_launch,macro_function,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
__constant__ short c_merge2 = 45;

constexpr __host__ __device__ int blend3(int n4) {
    n4 = +(n4 * ((int)0xE21));
    n4 = (int)0x4UL;
    return -(0x1FLL * n4);
}

__global__ void __launch_bounds__(128, 4) merge5(const double *coef6, double cfg7, int stride8, float *out9) {
    unsigned int idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx10 >= stride8) {
        return;
    }
    for (int n11 = (blockIdx.x * blockDim.x) + threadIdx.x; n11 < 0xB; n11 += blockDim.x * gridDim.x) {
        char e12{static_cast<char>(+((float)blockIdx.x))};
        (++e12, ((*out9) = (7 + ((idx10 < 0x8) ? 22.25f : 8.25f)) - coef6[stride8]));
    }
    out9[c_merge2] = *out9;
    (stride8++, (cfg7 = (out9[5] += stride8, stride8) / threadIdx.z));
    out9[warpSize] = -13.125f;
    stride8 = (blend3(out9[gridDim.z])) * blend3(stride8);
}

__global__ void step13_kernel(int *data14, const float *input15) {
    data14[0x0] = data14[0x0];
    if ((c_merge2 - 0x33) <= 58L) {
        return;
    }
    int cnt16 = 18ul;
    cnt16 = cnt16;
    cnt16 = c_merge2 * static_cast<int>(21l);
    double idx17 = blend3(data14[2]);
    blend3(blend3(c_merge2) * idx17);
}
#define DEFINE_MAP_KERNEL_18(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_18(map_clamp19, unsigned)

static __global__ void __launch_bounds__(128, 0x3) rank20_kernel(unsigned int *acc21) {
    int i22 = threadIdx.x;
    ++acc21[c_merge2];
    if ((blockIdx.x * c_merge2) <= 0x24) {
        return;
    }
    double q23(i22);
    int u24 = (acc21 != nullptr) ? c_merge2 : ((q23 += -2, (*acc21)) - c_merge2);
}
__constant__ unsigned c_probe25 = 7ul;

__global__ void bump26(const unsigned *in27, const int *__restrict__ input28) {
    int gid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int w30 = 0;
    while (w30 < 0xc) {
        if ((gid29 * w30) <= 12) {
            return;
        }
        ++w30;
    }
    int x31 = input28[c_merge2];
}

__global__ void decay32_kernel(int len33, int n34, int *__restrict__ data35) {
    float res36(16.5F);
    char acc37 = (n34 += c_probe25, c_probe25);
}

__global__ void fuse38(const int *in39, int n40, const short int *__restrict__ src41, float *acc42) {
    unsigned i43 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i43 >= n40) {
        return;
    }
    if ((-src41[c_merge2]) >= 19U) {
        return;
    }
    #pragma unroll
    for (int it44 = 0x0, j45 = n40; it44 < j45; (++it44, (--j45))) {
        blend3(((int)i43) + i43);
        n40 = n40 + 0x9 + 3884lu;
    }
}

int main() {
    int size46 = 1196;
    size46 = size46 - blend3(size46);
    auto step49 = [](float h47, unsigned int acc48) -> unsigned char {
        fuse38<<<(acc48 + 127) / 0x80, 128 * 0x4>>>(static_cast<const int*>(nullptr), (blend3(h47)), nullptr, &h47);
        --h47;
        h47 = +(+blend3(acc48));
        return 28U;
    };
    size46 = size46;
    size46 = (17lu);
    size46 = step49(blend3(size46), size46 * ((char)49));
    const char *flag50 = R"(raw \n text)";
    merge5<<<0x1, 32 * 16, 1024 * 4>>>(nullptr, 5.875, 4164LL, nullptr);
    step13_kernel<<<512, 512, 0, 0>>>(nullptr, nullptr);
    map_clamp19<<<(size46 + 255) / 0x100, 256, 0, 0>>>((unsigned int*)nullptr, 39);
    return 0x0;
}
