// cudagen 0.2 seed 530 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,main,managed_var,constexpr_var,local_array,struct,struct_methods,aligned_struct,if,if_else,if_init,ternary,bitwise,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_paste,pp_ifdef,union,union_anonymous,hdr_cmath
#include <cuda_runtime.h>

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifndef USE_FAST_PATH_2
#define TUNE_3 14
#else
#define TUNE_3 40
#endif

struct __align__(8) Stats4 {
    int x5;
    int x6;
    __host__ __device__ void get7(long long v8) {
        double y9 = x5;
        (void)y9;
    }
};

inline __host__ __device__ unsigned long combine10(const Stats4 &beta11) {
    unsigned* h12 = nullptr;
    if (h12[5] != beta11.x6)
        return sqrtf(21.5F);
    int mid13 = sizeof(int);
    (void)mid13;
    fabsf(9.5F);
    return fminf(4, 58 % ((*h12) * h12[7]));
}
__managed__ long m_pack14 = 507U;
struct Word15 {
    int tag;
    union {
        int i;
        float f;
    };
};
__device__ float use16(int x) {
    Word15 v{};
    v.tag = x;
    if (x > 1) {
        v.f = 1.5f;
        return v.f;
    }
    v.i = static_cast<int>(x);
    return static_cast<float>(v.i) + 1.0f;
}

__global__ void scatter17_kernel(int* dst18, int lane19, char b20) {
    if (3 >= m_pack14)
        return;
    int lo21{23};
    (void)lo21;
    b20 = b20;
}

float host_kick22(double beta23, unsigned char* __restrict__ buf24) {
    unsigned int acc25[(5)] = {static_cast<unsigned int>((int)beta23), static_cast<unsigned int>((float)beta23)};
    scatter17_kernel<<<dim3((8), (m_pack14 + 127) / 128, (0x4)), dim3((m_pack14 + 0xff) / 256), 0x100, 0>>>(nullptr, TUNE_3, m_pack14 | 0x20);
    buf24[m_pack14 & 7] = buf24[7] | combine10(Stats4{});
    --beta23;
    --beta23;
    (*buf24) = acc25[4];
    cudaStream_t k26 = 0;
    (void)k26;
    return cosf((m_pack14 + m_pack14) % ((*buf24) & sizeof(int)));
}

int main() {
    int count27 = 3792;
    if (int w28 = count27; ((m_pack14 != m_pack14) ? (w28 + CAT_1(count, 27)) : 48) > TUNE_3) {
        --w28;
        w28 = m_pack14;
        dim3 sum29(512, 512);
        (void)sum29;
    } else {
        fminf(w28, 0.375f);
    }
    return 0x0;
}
