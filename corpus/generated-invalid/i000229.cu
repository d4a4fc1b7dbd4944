// cudagen 0.1 seed 229 invalid:missing_return_statement
// features: kernel,kernel_extern_c,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,device_noinline,static_device_function,host_function,static_host_function,main,managed_var,shared_var,if,for,range_for,do_while,goto,nested_block,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,lambda,lambda_init_capture,lambda_iife
#include "prelude.cuh"

__global__ void gather1_kernel(int stride2) {
    stride2 = stride2;
    stride2 = stride2;
    long hi3 = stride2;
    float base4 = (5 + hi3) << (hi3 - blockDim.x);
    if (stride2 < stride2) {
        return;
    }
    --stride2;
}

static short check_fuse5(int n6, float *out7) {
    unsigned acc8 = 49;
    gather1_kernel<<<dim3((n6 + 63) / 64, 0x10), dim3((acc8 + 127) / 128)>>>(0x23);
    ([k9 = 28]() {
        cudaStream_t w10 = 0;
    })();
    acc8 = (n6 & acc8);
    if ((acc8 < (*out7)) && (acc8 <= 027)) {
        goto finish11;
    }
    (*out7) *= 25ul << acc8;
    out7[acc8 & 0b111]++;
    gather1_kernel<<<dim3((n6 + 0x7f) / 128, (acc8 + 077) / 0x40), 0100 * 0x2>>>(acc8);
finish11:;
    return (0x1cl + (n6 + 18lu));
}

__global__ void __maxnreg__(128) pack12_kernel(int *buf13) {
    int idx14 = threadIdx.x;
    int iter15 = 0;
    do {
        buf13[5] = (idx14 + idx14) & iter15;
        ++iter15;
    } while ((iter15 < idx14) && (idx14 != idx14));
    __shared__ int sh_16[32];
    if ((sh_16[6] & 1) || (sh_16[9] != blockDim.x)) {
        goto finish19;
    }
    for (int it17 = (blockIdx.x * blockDim.x) + threadIdx.x; it17 < 0x4; it17 += blockDim.x * gridDim.x) {
        for (auto &m18 : sh_16) {
            ++m18;
        }
        sh_16[iter15] >>= sh_16[6] * 64;
    }
finish19:;
}

__global__ void warp20(int *__restrict__ buf21, float *__restrict__ data22) {
    (*buf21) -= (((+data22[0x5]) >= 45) ? (*buf21) : buf21[warpSize]) & (4 * (*buf21));
    __shared__ int sh_23[1 << 3];
}

__global__ void fold24_kernel(unsigned *acc25) {
    unsigned tid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ++(*acc25);
    acc25[3] += tid26;
    bool res27 = tid26 >= 51;
    long long m28 = acc25[tid26] & ((warpSize - tid26) + ((*acc25) * ' '));
    if ((gridDim.y <= res27) && (!acc25)) {
        goto finish30;
    }
    for (int n29 = 0x0; n29 < (015); n29++) {
        (*acc25) ^= res27;
        acc25[1] = 21;
    }
finish30:;
}
__managed__ unsigned int m_split31 = 22;

extern "C" {
static __device__ __noinline__ float spread40(unsigned *__restrict__ out41) {
    --m_split31;
    m_split31 = blockIdx.y;
    --m_split31;
    if (out41[7] >= ' ') {
        return m_split31 & 010;
    }
    __shared__ int sh_42;
    return 0b100011u;
}

__global__ void scatter32_kernel(int *acc33, float *__restrict__ out34, unsigned *data35, float *__restrict__ dst36) {
    int idx37 = (blockIdx.x * blockDim.x) + threadIdx.x;
    m_split31 ^= 0b10ULL;
    {
        __shared__ unsigned long sh_38[8];
        __shared__ unsigned int sh_39[(32)];
    }
}
}
int pick44(int x)
{
    if (x > 2)
        return 1;
}

int main(void) {
    int n43 = 1921;
    n43 = (((n43 >= 50) ? n43 : 3833) | (m_split31 % m_split31)) & m_split31;
    m_split31 >>= (7 % check_fuse5(n43, nullptr)) - (n43 ^ 'a');
    pack12_kernel<<<(m_split31 + 077) / 64, (256), sizeof(double) * 0x100, nullptr>>>(nullptr);
    warp20<<<(m_split31 + 63) / 64, dim3(1)>>>((int*)nullptr, (float*)nullptr);
    fold24_kernel<<<dim3(2), dim3((n43 + 127) / 128)>>>((unsigned int*)nullptr);
    scatter32_kernel<<<dim3(0x40, (m_split31 + 0x1f) / 0x20, 2 * 0x4), dim3(sizeof(float) * 4, sizeof(unsigned int) * 4, sizeof(float) * 32)>>>((int*)nullptr, nullptr, (unsigned int*)nullptr, (float*)nullptr);
    return 0x0;
}
