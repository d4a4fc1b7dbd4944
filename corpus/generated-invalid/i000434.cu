// cudagen 0.1 seed 434 invalid:pointless_unsigned_comparison
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,grid_constant,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,constexpr_function,main,device_array,shared_var,shared_2d,extern_shared,constexpr_var,struct,operator_overload,namespace,if,for,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static
#include "prelude.cuh"

namespace ops1 {
struct Pixel2 {
    double count3;
    int mass4;
    long long x5;
};

__host__ __device__ Pixel2 operator+(Pixel2 a, Pixel2 b) {
    Pixel2 r = a;
    r.count3 += b.count3;
    r.mass4 += b.mass4;
    r.x5 += b.x5;
    return r;
}
__device__ size_t d_gather6[4] = {64, 'z', 39};
__device__ bool d_pivot7[64];
} // namespace ops1

struct Particle8 {
    int flag9;
    unsigned lo10;
    unsigned int x11;
    unsigned short id12;
};

inline __host__ __device__ Particle8 operator+(Particle8 a, Particle8 b) {
    Particle8 r = a;
    r.flag9 += b.flag9;
    r.lo10 += b.lo10;
    r.x11 += b.x11;
    r.id12 += b.id12;
    return r;
}

__global__ void lerp13(const short* coef14, int* dst15, double* buf16, float alpha17) {
    extern __shared__ float dyn_18[];
    if (((alpha17)) != 59) {
        ops1::d_gather6[2] /= float((1.625f * (*coef14)));
        int off19{18};
        alpha17--;
    }
}

__global__ void shade20_kernel(__grid_constant__ const Particle8 cfg21, float* acc22, unsigned long* buf23, unsigned long* data24) {
    __shared__ double sh_25[7][12];
    for (int j26 = 0; j26 < (6); ++j26) {
        unsigned int f27 = ops1::d_pivot7[j26];
        f27 *= (ops1::d_gather6[1] += 47, (cfg21.lo10 / 43l));
    }
    double acc28 = ops1::d_pivot7[7];
    int w29 = (*data24);
    float diff30 = acc22[1];
}

template <typename T, int N>
__global__ void __maxnreg__(64) scale31(T beta32, T cfg33, __grid_constant__ const ops1::Pixel2 cfg34, int stride35) {
    extern __shared__ int dyn_36[];
    stride35 %= 0x22 - stride35;
    if (beta32 <= 'a')
        return;
    for (int j37 = 13; j37 > 0; --j37) {
        const T* r38 = &cfg33;
        dyn_36[6]--;
    }
    cfg33 = (ops1::d_pivot7[0x17]);
}

constexpr int grow39(int n40) {
    n40 |= n40;
    constexpr double k41 = 12.75f;
    return n40;
}

int main() {
    int count42 = 593;
    unsigned int size44 = count42;
    if (size44 < 0) {
        count42 = 0;
    }
    count42 = double(count42) + int(25 * count42);
    count42 *= count42 / (count42 + count42 + count42);
    ops1::Pixel2 r43 = {3., 062U, static_cast<long long>(count42 * 57)};
    lerp13<<<dim3(1, (count42 + 31) / 0x20, (count42 + 0xFF) / 0x100), dim3((count42 + 0377) / 256, (count42 + 0xff) / 256), 1024>>>((const short*)nullptr, &count42, (double*)nullptr, count42);
    shade20_kernel<<<dim3(512), 256, 0, (cudaStream_t)0>>>(Particle8{}, (float*)nullptr, (unsigned long*)nullptr, nullptr);
    scale31<unsigned, 6><<<4, 128, 0x0, (cudaStream_t)0>>>(r43.count3, r43.mass4, r43 + r43, 4 * r43.x5);
    return 0;
}
