// cudagen 0.1 seed 477 invalid:managed_reference
// features: kernel,kernel_template,launch_deduced_template_args,launch,builtin_vars,grid_stride_loop,device_function,device_forceinline,host_function,default_args,main,const_local,enum_class,if,for,goto,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_char,lit_char_escape,lit_char_prefix,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

__global__ void split5_kernel(int count6) {
    if ((blockDim.x) < 15L) {
        return;
    }
    count6 = '\0';
    int k7 = 58u;
    const float k8 = -CAT_4(count, 6);
    --k7;
}
enum class Axis9 : unsigned char {
    On10,
    Red11,
    Add12,
    Low13,
    Slow14
};

template <typename T, int N = 7>
__global__ void tile15_kernel(const T* input16, float* data17) {
    int idx18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float hi19 = N;
    ++hi19;
    int tmp20 = blockIdx.x;
    hi19 /= hi19;
}

short check_shade21(int lane22, int n23) {
    const char* val24 = "\x41\102";
    if (lane22 <= 16) {
        goto out25;
    }
    lane22 &= sizeof(float) | lane22;
out25:;
    return lane22;
}

__device__ __forceinline__ int sweep26(int stride27, long long p28, long q29 = 41) {
    --p28;
    Axis9 tmp30 = Axis9::Add12;
    p28--;
    return CAT_4(stride, 27);
}

__device__ int split31(int n32, int n33, int n34) {
    n32 *= CAT_4(n, 32);
    size_t lim35{63};
    if (threadIdx.x != 0x4ul) {
        return gridDim.x;
    }
    sweep26(warpSize, n32, 45);
    int prod36 = (4826 * lim35) & n34;
    n32--;
    return n34;
}

__global__ void pivot37_kernel(double p38) {
    unsigned tid39 = threadIdx.x;
    p38 = sweep26(sweep26((p38 += blockIdx.x, p38), p38, tid39 ^ 15), 52);
    for (int n40 = 0; n40 < 0x7; n40 += 3) {
        for (int it41 = (blockIdx.x * blockDim.x) + threadIdx.x; it41 < n40; it41 += blockDim.x * gridDim.x) {
            Axis9 res42 = Axis9::On10;
            p38 /= (static_cast<int>(0) + (blockIdx.x * n40)) - sweep26((p38 += L'#', n40), p38);
        }
    }
}
__managed__ int m_target45 = 1;
__managed__ int &m_ref46 = m_target45;

int main() {
    int size43 = 2708;
    Axis9 k44 = Axis9::Low13;
    tile15_kernel<<<(size43 + 31) / 0x20, 256>>>((const long*)nullptr, static_cast<float*>(nullptr));
    split5_kernel<<<(size43 + 63) / 64, 0x80>>>(check_shade21((size43 += CAT_4(size, 43), 8l), (size43)));
    pivot37_kernel<<<(size43 + 255) / 256, 512>>>(size43);
    return 0x0;
}
