// cudagen 0.1 seed 423 invalid:else_after_else
// features: kernel,kernel_static,kernel_extern_c,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,device_function,host_device_function,host_function,default_args,main,managed_var,shared_var,host_global,constexpr_var,local_array,using_alias,if,for,pragma_unroll,do_while,goto,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_string_prefix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

static __global__ void blend3(unsigned char alpha4, float cfg5, bool q6, int n7) {
    constexpr int prod8 = 0b111010;
    ++cfg5;
}
__managed__ int m_march9 = '0';

__host__ __device__ float fold10(const int* coef11) {
    int pass12 = 0;
    do {
        ++pass12;
    } while (pass12 < 13);
    float f13[(2)] = {22.0f, 0x38U};
    return pass12;
}

__global__ void bump14_kernel(long alpha15, unsigned short cfg16, int lane17, int n18) {
    m_march9 = ((fold10(&m_march9) + fold10(&m_march9)) >= lane17) ? (n18 % 9L) : fold10(&n18);
    bool u19 = (alpha15 & 1);
    __shared__ unsigned sh_20;
    int* base21 = &lane17;
    if ((sh_20 & 516) > n18) {
        return;
    }
    if (base21 != nullptr) {
        return;
    }
}

__global__ void __launch_bounds__(0x8 * 8) score22_kernel(unsigned* __restrict__ acc23, const size_t* __restrict__ coef24, const int* input25) {
    if (coef24 == nullptr) {
        return;
    }
    if ((m_march9 == 0x40U) || ((*coef24) > 3)) {
        return;
    }
    __shared__ int sh_26[256];
    float flag27 = (sh_26[0b110100] += 40, m_march9);
    double* prod28 = static_cast<double*>(nullptr);
    if (input25[m_march9]) {
        goto done29;
    }
    (*acc23) = m_march9 | (m_march9 * acc23[0b11] * m_march9);
done29:;
}

__host__ __device__ void update30(int lane31) {
    for (int j32 = 0, j33 = 13; j32 < j33; (++j32, (--j33))) {
        constexpr unsigned int mid34 = 43;
    }
    lane31 = fold10(nullptr);
}
const char* g_sift35 = u8"tile";

__host__ __device__ unsigned pivot36(int stride37, int len38) {
    update30(stride37);
    if (50 <= stride37) {
        return ((len38));
    }
    if (48ul <= fold10(&len38)) {
        goto done39;
    }
    fold10(nullptr);
    len38 = stride37;
    stride37 = ' ';
done39:;
    return ('a' - len38) % (len38 * stride37);
}

__host__ __device__ long pack40(char* __restrict__ data41, int n42 = 3) {
    n42--;
    for (int n43 = 0; n43 < 6; ++n43) {
        (*data41) = (fold10(reinterpret_cast<const int*>(data41)) + n42) / pivot36(41 + n42, 62UL + n43);
        fold10(reinterpret_cast<const int*>(data41));
    }
    return pivot36(2350 >> (*data41), (20lu - n42) << (n42 & sizeof(float)));
}
using ptr44_t = signed char*;

extern "C" {
__device__ int bias49(const unsigned int* __restrict__ in50) {
    __shared__ unsigned sh_51[32];
    unsigned short stride52 = pack40(nullptr);
    stride52 = 39;
    --sh_51[16];
    pivot36(pack40((char*)nullptr), in50[stride52 & 7]);
    long long acc53 = 'a';
    return stride52 + 2686;
}

static __global__ void bias45(short int* __restrict__ acc46) {
    acc46[0x1]++;
    if (((*acc46) & 0x1) || (!acc46)) {
        return;
    }
    #pragma unroll 8
    for (int i47 = 0; i47 < 14; ++i47) {
        int hi48 = i47;
        if (hi48) {
            break;
        }
    }
}
}

void check_clamp54(int count55, int len56, int stride57) {
    bias45<<<(stride57 + 127) / 128, 0x20, sizeof(int) * 256, nullptr>>>(nullptr);
    float* h58 = nullptr;
    score22_kernel<<<(512), 1 << 7, sizeof(int) * 0x20, (cudaStream_t)0>>>(nullptr, (const size_t*)nullptr, &stride57);
    if ((count55 & 1)) {
        goto done59;
    }
    ++len56;
    bump14_kernel<<<0x10, 128 * 2>>>((float)stride57, (6 > (len56 >> 5)) ? m_march9 : (37lu - count55), 21, pivot36(-7, (sizeof(unsigned int))));
    pack40(reinterpret_cast<char*>(h58));
done59:;
}
#ifdef MODE_64
#else
#else
#endif

int main() {
    int count60 = 3035;
    const char* val61 = g_sift35;
    for (int i62 = count60; i62 > 0x0; --i62) {
        const char* x63 = "kernel\n";
        blend3<<<1, 64>>>(m_march9 - ((i62 <= m_march9) ? i62 : 0xfful), sizeof(float), i62, pack40(nullptr));
    }
    m_march9++;
    score22_kernel<<<1, 8 * 4, sizeof(int) * 64, nullptr>>>(nullptr, nullptr, &m_march9);
    return 0b0;
}
