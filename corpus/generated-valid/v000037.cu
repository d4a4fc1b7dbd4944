// cudagen 0.1 seed 37 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,constant_var,shared_var,extern_shared,auto_var,const_local,if,while,switch,nested_block,static_assert,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof
#include "prelude.cuh"

__global__ void bump1_kernel(int* __restrict__ acc2) {
    int gid3 = threadIdx.x;
    (*acc2) = acc2[0b110];
    if ((*acc2) < (*acc2))
        return;
}

template <typename T, int N>
__global__ void decay4(T a5, T* __restrict__ dst6, int len7, T alpha8) {
    a5 = 57ll + alpha8;
    __shared__ int sh_9[(64)];
    T diff10 = N;
}
__constant__ float c_spread11 = 38;

__global__ void gather12(long* acc13, double beta14, const size_t* __restrict__ input15) {
    extern __shared__ double dyn_16[];
    __shared__ unsigned long sh_17[4 * 16];
    auto tmp18 = 57UL;
    ++acc13[tmp18];
    --tmp18;
}

int host_stencil19(unsigned int* buf20, int* __restrict__ dst21, const int* in22) {
    double s23 = buf20[7];
    switch ((*buf20)) {
    case 8:
        {
            bump1_kernel<<<0b1000, 256, sizeof(double) * 0200, 0>>>(reinterpret_cast<int*>(buf20));
            s23 = *dst21;
        }
        break;
    default:
        break;
    }
    return ((*in22) / in22[0]) * 36;
}

static int check_sweep24(unsigned long b25, float b26) {
    --b26;
    b25 = host_stencil19(nullptr, nullptr, nullptr);
    b26 = static_cast<int>(host_stencil19((unsigned int*)nullptr, nullptr, (const int*)nullptr) + b25);
    double off27 = 38;
    if (!(b26 <= off27))
        return off27 / host_stencil19(static_cast<unsigned int*>(nullptr), nullptr, nullptr);
    cudaStream_t r28 = 0;
    return host_stencil19(nullptr, (int*)nullptr, nullptr);
}

template <class T>
__global__ void split29(T* buf30, int lane31, T* __restrict__ data32) {
    unsigned int gid33 = (blockIdx.x * blockDim.x) + threadIdx.x;
    --data32[gid33];
    static_assert(22 == 22);
    const T* base34 = static_cast<const T*>(nullptr);
    float m35 = static_cast<float>(lane31) - (*data32);
    (*data32) = lane31;
}

float weigh36(float* __restrict__ dst37, int count38, int stride39) {
    decay4<long, ((6))><<<(stride39 + 255) / 0400, 32>>>(('a'), reinterpret_cast<long*>(dst37), 13 + dst37[3], -static_cast<int>(count38));
    switch (stride39 - count38) {
    case 4:
        break;
    default: {
        const int sum40 = static_cast<double>(56 + stride39);
        break;
    }
    }
    dst37[1] = 10.0F;
    const int* base41 = reinterpret_cast<const int*>(dst37);
    return *dst37;
}

int main() {
    int len42 = 2627;
    len42 = check_sweep24(9u, host_stencil19(nullptr, nullptr, nullptr));
    split29<int><<<32 * 4, (512)>>>(nullptr, host_stencil19(static_cast<unsigned int*>(nullptr), (int*)nullptr, nullptr), static_cast<int*>(nullptr));
    static_assert(sizeof(int) == 4, "expected value");
    int pass43 = 0;
    while (pass43 < len42) {
        bool x44 = pass43;
        int e45 = host_stencil19(nullptr, nullptr, nullptr);
        ++pass43;
    }
    gather12<<<(pass43 + 255) / 256, 32, sizeof(float) * 256, nullptr>>>(nullptr, -5.75F, nullptr);
    return 0;
}
