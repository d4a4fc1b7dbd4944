// cudagen 0.1 seed 1193 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,builtin_vars,host_function,main,device_var,constant_array,managed_var,shared_var,extern_shared,constexpr_var,const_local,typedef,using_alias,if,if_else,if_init,for,while,nested_block,static_assert,compound_assign,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_const,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define BLOCK_SIZE_1 4
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))

template <class T, int N = 1>
__global__ void tally3(T *out4, T a5, int len6, int lane7) {
    int tid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    {
        T y9 = (T)(a5 / (16.5F + len6));
        (out4[tid8]--, (out4[tid8] = gridDim.y));
    }
    for (int i10 = 0, j11 = 11; i10 < j11; (++i10, (--j11))) {
        constexpr bool r12 = 0;
    }
    ++len6;
    out4[tid8] = 9.25;
}
__managed__ long m_score13 = BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 34)));

__global__ void norm14(const unsigned int *coef15) {
    unsigned int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int i17 = 0; i17 < m_score13; ++i17) {
        m_score13 += 19;
        m_score13 = coef15[3] * m_score13;
    }
}

__global__ void rank18_kernel(const long *in19, short *__restrict__ out20, const int *coef21) {
    int idx22 = threadIdx.x;
    if (!(in19[2] >= 46ll)) {
        if (idx22 < 13) {
            return;
        }
    } else {
        (*out20) /= 23;
    }
    --(*out20);
}
static_assert(sizeof(int) == 4);
typedef unsigned int idx23_t;
__device__ idx23_t d_decay24 = 46;

__global__ void weigh25(double alpha26, int len27, short beta28) {
    unsigned int gid29 = threadIdx.x;
    if (gid29 >= len27) {
        return;
    }
    alpha26 /= len27 - 20.625;
    int mid30(beta28);
    int f31 = (beta28);
}
using real32_t = float;
constexpr int RADIUS33 = sizeof(int);
__constant__ int c_sift34[4] = {0x3d, 57, 3848, 47};

template <typename T, int N>
__global__ void apply35_kernel(T beta36, unsigned char p37, const T *__restrict__ coef38, int n39) {
    extern __shared__ int dyn_40[];
    int tid41 = (blockIdx.x * blockDim.x) + threadIdx.x;
    --n39;
    (++dyn_40[gridDim.x], (d_decay24 = sizeof(int)));
    if (p37 && (n39 >= 55) && ((beta36 == 0x32) || (threadIdx.x != 13))) {
        int pass42 = 0;
        while (pass42 < 5) {
            m_score13--;
            T *h43 = const_cast<T*>(coef38);
            ++pass42;
        }
    }
}

__host__ double check_pivot44(float *dst45, const size_t *src46) {
    m_score13 = (int)RADIUS33;
    m_score13 += dst45[7];
    float lo47 = m_score13 + 609;
    return (-0x1Cll);
}

int main() {
    int count48 = 2805;
    for (int it49 = 0; it49 < 0x6; ++it49) {
        if (const real32_t f50 = it49; !(count48 == count48)) {
            const unsigned long x51 = RADIUS33;
        }
        if (it49 <= count48) {
            break;
        }
        rank18_kernel<<<4 * 16, (BLOCK_SIZE_1 + (RADIUS33 + 56))>>>(nullptr, nullptr, nullptr);
    }
    const int h52 = RADIUS33;
    tally3<long, 5><<<512, (BLOCK_SIZE_1 + 124)>>>(&m_score13, 498, (int)(m_score13 % RADIUS33), 10);
    norm14<<<dim3(sizeof(int) * 4), sizeof(float) * 128>>>(static_cast<const idx23_t*>(nullptr));
    weigh25<<<64, sizeof(unsigned int) * 64>>>(count48, count48, BLOCK_SIZE_1);
    return 0;
}
