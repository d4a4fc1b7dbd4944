// cudagen 0.1 seed 1389 valid
// features: kernel,launch_bounds,restrict_params,launch,builtin_vars,main,managed_var,shared_var,extern_shared,local_array,auto_var,struct,struct_methods,namespace,if,if_init,static_assert,compound_assign,shift,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,cast_c,sizeof,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
struct Pixel5 {
    double vel6;
    int sum7;
    char x8;
    int hi9;
};
namespace gpu10 {
struct Span11 {
    short flag12;
    char flag13, z14;
    long id15;
    __host__ __device__ void bump16(float x17) {
        x17 *= 0x9;
        static_assert(sizeof(int) == 0b100);
    }
    __host__ __device__ long total18() const {
        long prod19[2] = {14UL};
        return z14;
    }
};
} // namespace gpu10
__managed__ float m_step20 = -18.125f;
__global__ void update21_kernel(const double* __restrict__ src22, int lane23, int len24, int lane25) {
    int gid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid26 >= lane23) {
        return;
    }
    lane23 = gridDim.x;
    m_step20 /= ((41u * blockDim.x) % lane25) * (lane23 + gid26);
    auto flag27 = CAT_4(gid, 26) + (48l << len24) + 28;
}
// Computes one element per thread.
__global__ void __launch_bounds__(sizeof(unsigned int) * 0x40) scale28_kernel(unsigned char q29, const int* __restrict__ src30, unsigned int p31, const int* in32) {
    extern __shared__ int dyn_33[];
    unsigned gid34 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (q29 < 20L) {
        if ((*in32) < 060) {
            return;
        }
        if (float res35 = q29; ((float)p31) > (res35 + (*src30))) {
            m_step20 = (dyn_33[1] + 11.375f + (blockIdx.z * q29)) * 'A';
            bool off36 = gridDim.y + (0 + q29);
        }
        long acc37 = threadIdx.z;
    }
}
int main() {
    int n38 = 2135;
    double off39[3] = {};
    if ((m_step20 / m_step20) < 2) {
        return 1628U;
    }
    update21_kernel<<<(1), (128)>>>(off39, 0b110001, (off39[1] - m_step20) - n38, (m_step20 += m_step20, off39[n38]) + off39[2]);
    scale28_kernel<<<(64), 0x200>>>(63LL, &n38, (off39[2] += 8.875F, (34 - off39[1])), &n38);
    return 0;
}
