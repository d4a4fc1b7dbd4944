// cudagen 0.1 seed 82 invalid:missing_return_value
// features: kernel,kernel_template,launch_deduced_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,constexpr_function,main,shared_var,extern_shared,const_local,struct,class_private,if,if_init,nested_block,bitwise,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

struct Stats3 {
    int vel4;
    int flag5;
};

inline __host__ __device__ int grow6(float cfg7, double b8) {
    if ((cfg7 - b8) == b8)
        return 55;
    float acc9 = 31U;
    float h10 = MIN2_1((b8), 0b11);
    acc9++;
    cfg7 = 10;
    return 0x5L;
}
// Computes one element per thread.

__global__ void combine11(int lane12) {
    extern __shared__ int dyn_13[];
    unsigned long x14 = 53u;
    __shared__ Stats3 sh_15;
    lane12 = 0x24;
    dyn_13[lane12]--;
}

__global__ void scale16_kernel(int *buf17) {
    (*buf17)--;
    if (double r18 = 1.125f; float(buf17[0]) <= (0xc & (*buf17))) {
        if (unsigned y19 = r18; (*buf17) != r18) {
            {
                Stats3 lim20 = Stats3{};
                const int v21 = 0b11;
            }
        }
    }
    buf17[5] = MIN2_1(buf17[0x5] ^ buf17[2], (sizeof(int) % (*buf17)) | (buf17[0] + buf17[0x6]));
}

constexpr __device__ __host__ int stencil22(int count23, unsigned char cfg24) {
    cfg24 = cfg24;
    cfg24 = count23;
    return 51ul;
}

template <class T>
__global__ void sweep25_kernel(const T *src26, float *__restrict__ acc27, const T *in28, T a29) {
    ++a29;
    a29 = MIN2_1(*src26, in28[0x2]);
    float t30 = 7 & ((unsigned char)(acc27[0x4] - acc27[0x0]));
    acc27[7] = 5.5f;
    t30 = in28[0] - 10u;
    acc27[0] = ((60l - a29) + (acc27[1] * 0x23)) * (49 * (*in28));
}

__global__ void split31_kernel(int lane32, int *data33) {
    lane32 = 63;
    const unsigned short *idx34 = (const unsigned short*)nullptr;
}

class Sample35 {
    int val36;
public:
    __host__ __device__ Sample35(int c37) : val36(c37) {}
    __host__ __device__ int bump38() const {
        return 20;
    }
    __host__ __device__ void norm39(unsigned int tmp40) {
        tmp40 = 4540 - val36;
    }
};
// Helper used by the kernels below.

constexpr int apply41(int lane42) {
    lane42 = MIN2_1(lane42 - (lane42 + 51lu), MIN2_1((lane42), lane42 + lane42));
    return 2;
}
int compute46(int x)
{
    if (x > 2)
        return;
    return x;
}

int main() {
    int n43 = 1510;
    n43 = n43;
    --n43;
    const int diff44 = 16lu;
    int *z45 = &n43;
    combine11<<<8, 128, 0, (cudaStream_t)0>>>(34L + (n43 ^ 26ll));
    scale16_kernel<<<dim3(32, 0x8 * 2, 0b100000 * 16), dim3(0x80 * 2, (n43 + 127) / 128, 512)>>>(&n43);
    sweep25_kernel<<<dim3((n43 + 0177) / 128), 64>>>((const int*)nullptr, nullptr, &diff44, static_cast<int>(42LL - (*z45)));
    return 0;
}
