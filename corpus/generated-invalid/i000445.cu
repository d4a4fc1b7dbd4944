// cudagen 0.1 seed 445 invalid:global_redeclared_without_global
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,host_function,main,shared_var,shared_2d,static_shared,local_array,auto_var,enum_class,if,for,while,goto,static_assert,ternary,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b
enum class Level2 : long { Fast3 = 2, Idle4, On5, Red6 };

extern "C" {
__device__ void march16(long long* buf17, int stride18) {
    --buf17[stride18];
    short y19[2]{-1, 38};
    for (int n20 = 0; n20 < stride18; ++n20) {
        for (int n21 = 9; n21 > 0; --n21) {
            if (((buf17[0b110] >= n20) ? 48 : 15U) > n20) {
                continue;
            }
            stride18 = (stride18 + 2) * 0b11010u * buf17[5];
            unsigned long long* m22 = nullptr;
        }
    }
}

__global__ void step7(const float* src8, float* acc9, int lane10) {
    static_assert(((31) * 2) > 61, "size check");
    for (int n11 = 0; n11 < 6; ++n11) {
        bool tmp12 = ((gridDim.y - acc9[3]) < sizeof(int)) || ((((*src8) + (*acc9)) == sizeof(int)) && ('\101' > static_cast<float>(*src8)));
        int pass13 = 0;
        while (pass13 < (2)) {
            acc9[4] = 28ul << n11;
            static __shared__ char sh_14[12][9];
            ++pass13;
        }
    }
    Level2 cnt15 = Level2::Fast3;
}
}

template <typename T, int N = 3>
__global__ void count23_kernel(T alpha24, size_t p25) {
    int i26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    p25 = N >> (threadIdx.y - (i26 * alignof(double)));
    if (alpha24 < threadIdx.z) {
        goto done27;
    }
    alpha24 = gridDim.z;
    alpha24 = threadIdx.y;
    alpha24 = (float)blockDim.y;
done27:;
}

__host__ __device__ void grow28(unsigned long long p29, int n30, int len31) {
    int h32[7] = {};
    auto e33 = 25 << (h32[1] - p29);
    n30 = 36;
    float flag34(h32[4] * len31);
    ++n30;
    p29 = p29;
    const int* k35 = &e33;
}

inline void check_fold36(int* out37) {
    dim3 u38 = dim3(4 * 2);
    cudaStream_t off39 = (cudaStream_t)0;
    if ((out37[5] == 49) && ('#' >= (*out37))) {
        goto skip40;
    }
    out37[4] = out37[7];
    (*out37) = ((!(out37[5] < out37[4])) ? 63L : ((*out37) << sizeof(double)));
    count23_kernel<float, 1><<<dim3(1, 0b1000, 128), 512>>>(-14.5F, out37[1]);
skip40:;
}
void kernel_decl43(int *p);
__global__ void kernel_decl43(int *p)
{
    p[0] = 3;
}

int main() {
    int n41 = 2911;
    step7<<<(n41 + 63) / 64, 256, 0, 0>>>(nullptr, (float*)nullptr, 55l * n41);
    step7<<<dim3(1 << 0b111), 128 * 2>>>(static_cast<const float*>(nullptr), nullptr, 27 + (n41 * 43));
    Level2 cnt42 = Level2::Idle4;
    check_fold36(&n41);
    return 0;
}
