// cudagen 0.1 seed 1727 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,main,managed_var,shared_var,extern_shared,constexpr_var,struct,operator_overload,if,do_while,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define CAT_2(a, b) a##b

__global__ void kick3(int len4, unsigned beta5, float b6) {
    --len4;
    __shared__ double sh_7[8];
    (b6--, (beta5 = 27));
    int acc8 = 'A' + b6;
}

struct Cell9 {
    int y10;
    float w11, id12;
    long long sum13;
};

__host__ __device__ Cell9 operator+(Cell9 a, Cell9 b) {
    Cell9 r = a;
    r.y10 += b.y10;
    r.w11 += b.w11;
    r.id12 += b.id12;
    r.sum13 += b.sum13;
    return r;
}
__managed__ float m_norm14 = 45;
static constexpr long RADIUS15 = ((0x40));

template <class T, int N = 8>
__global__ void weigh16_kernel(const T* src17, int* data18) {
    int gid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (data18[0] > (*data18)) {
        return;
    }
    m_norm14--;
    int pass20 = 0;
    if (N == (pass20 * pass20)) {
        goto skip21;
    }
    do {
        m_norm14--;
        ++pass20;
    } while (pass20 < 16);
    m_norm14 /= ((4713UL >> pass20) * (16.25f + CAT_2(pass, 20))) + (-((pass20 != m_norm14) ? 27 : 7.75F));
skip21:;
}

__global__ void stencil22_kernel(signed char* data23, Cell9 q24) {
    extern __shared__ float dyn_25[];
    int idx26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float idx27 = (RADIUS15 << q24.sum13) * ((m_norm14 * RADIUS15) - (blockDim.x << blockIdx.x));
    bool u28(SQR_1((28u != dyn_25[idx26 & 7]) ? q24.sum13 : 30) < 0xd);
    --idx27;
    if (SQR_1(m_norm14) < idx26) {
        return;
    }
    data23[idx26 & 7] ^= -127;
    q24.sum13 %= q24.y10;
}

__device__ __noinline__ void norm29(float beta30, signed char cfg31) {
    if (m_norm14 >= m_norm14) {
        return;
    }
    if (beta30 > 64) {
        return;
    }
    int hi32 = RADIUS15 << (blockIdx.z * (0x13 + threadIdx.x));
    if (m_norm14 > m_norm14) {
        return;
    }
}

int main() {
    int n33 = 312;
    if (m_norm14 < 0x2E) {
        return -(-18);
    }
    int t34 = RADIUS15 - m_norm14;
    weigh16_kernel<double, 0x3><<<dim3(8, (t34 + 255) / 256, (512)), sizeof(int) * 128>>>(nullptr, nullptr);
    kick3<<<(RADIUS15), (RADIUS15), sizeof(int) * 0x20, (cudaStream_t)0>>>(n33 + RADIUS15 + 9, (RADIUS15 + t34) >> (RADIUS15 ^ n33), 16.5F * (t34 += 32L, m_norm14));
    stencil22_kernel<<<0x1, 1 << 7, 4096, nullptr>>>((signed char*)nullptr, Cell9{23, 9.0f, 9.125f, static_cast<long long>(40 / n33)});
    return 0;
}
