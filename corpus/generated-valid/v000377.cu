// cudagen 0.1 seed 377 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,restrict_params,launch,host_device_function,main,device_array,constant_array,host_global,const_local,anon_namespace,if,for,range_for,do_while,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_string,lit_string_prefix,lit_nullptr,cast_c,cast_static,sizeof,alignof,lambda,lambda_capture_ref,lambda_iife,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
// NOTE: keep in sync with the host reference.

__global__ void stencil5(unsigned short a6, float *__restrict__ dst7, int count8, int count9) {
    (*dst7)++;
    const short *t10 = static_cast<const short*>(nullptr);
    count8 = t10[count9 & 7] - 0x1265ull;
    count9 = 3 + (static_cast<float>(count8) + ((*t10) + dst7[count9]));
}

template <typename T>
__global__ void trace11_kernel(T alpha12, int lane13, double *out14) {
    for (int j15 = 15; j15 > 0; --j15) {
        if ((alpha12 + (16L | lane13)) < (j15 | 34UL)) {
            alpha12 = out14[lane13];
            if (j15 & CAT_4(lane, 13)) {
                continue;
            }
        }
        unsigned h16((alpha12 += j15, j15) & j15);
    }
}
static __device__ int d_reduce17[16];
// NOTE: keep in sync with the host reference.

template <class T, int N = 3>
__global__ void lerp18(const T *input19, const T *src20, T alpha21, long long *acc22) {
    int iter23 = 0;
    do {
        T lim24 = d_reduce17[iter23] + ((+(*src20)) + 5lu);
        ++iter23;
    } while (iter23 < 0xa);
    (*acc22)++;
    for (auto val25 : d_reduce17) {
        acc22[iter23] = 0x11;
    }
    d_reduce17[iter23] = (25U) - (((*acc22) | 23) * 7ULL);
}

namespace {
inline __host__ __device__ double mix26(int *__restrict__ data27) {
    (*data27) = *data27;
    data27[0b10]--;
    if (data27[0] >= sizeof(float)) {
        return data27[6];
    }
    const unsigned prod28 = (sizeof(int));
    if ((*data27) < (data27[0x7] * prod28)) {
        return data27[0x3];
    }
    unsigned w29 = alignof(float);
    return 32;
}

__host__ __device__ void decay30(float *__restrict__ buf31, long *__restrict__ dst32) {
    mix26(nullptr);
    int x33(mix26(nullptr) + (0x10 / dst32[0b0]));
    mix26(&x33);
    long long mid34 = x33 & 4899;
}
__constant__ int c_trace35[2] = {3ul, 50UL};
} // namespace

__global__ void probe36(unsigned int *__restrict__ buf37, float *buf38) {
    d_reduce17[8] = (0x9ca - (d_reduce17[0x8] + 0)) & 19;
    for (auto f39 : d_reduce17) {
        int iter40 = 0;
        do {
            const char f41 = static_cast<int>(mix26(&f39));
            ++iter40;
        } while (iter40 < iter40);
        float hi42 = iter40;
    }
}
const char *g_sift43 = u8"ok";
__device__ int d_reduce44[64];
__device__ int d_weigh45[16] = {5};

int main() {
    int n46 = 0xef6;
    ([&] {
        n46 = g_sift43[0b0] * g_sift43[0b0];
    })();
    int tmp47 = (0x7 + n46) - n46;
    trace11_kernel<int><<<(tmp47 + 63) / 64, 512>>>((n46 + g_sift43[0x1]) ^ n46, mix26(&n46) - mix26(&n46), static_cast<double*>(nullptr));
    stencil5<<<(1), 32>>>((49 + tmp47) - 0x2Al, (float*)nullptr, static_cast<int>(tmp47) - n46, g_sift43[0]);
    lerp18<<<(n46 + 255) / 256, (32)>>>((const unsigned*)nullptr, static_cast<const unsigned int*>(nullptr), static_cast<unsigned int>(55 + n46), nullptr);
    probe36<<<(4), (32)>>>(static_cast<unsigned*>(nullptr), (float*)nullptr);
    return 0;
}
