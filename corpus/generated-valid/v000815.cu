// cudagen 0.1 seed 815 valid
// features: kernel,launch,launch_dim3,builtin_vars,host_function,default_args,main,device_var,constant_var,shared_var,extern_shared,constexpr_var,auto_var,const_local,enum,using_alias,if,if_else,for,do_while,static_assert,compound_assign,logical,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_paste,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
enum Kind4 { MUL5, BUSY6 = 5, BLUE7 = 11, ON8 };
__constant__ int c_accum9 = 8;
__device__ int d_decay10 = 28;
static_assert(sizeof(int) == 0x4);

__global__ void weigh11_kernel(int *buf12, int lane13, float *buf14) {
    int tid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*buf12) *= (tid15 / d_decay10);
    long idx16 = 10;
    bool k17 = gridDim.y + tid15;
    unsigned int sum18((3ul + CAT_3(tid, 15)) / lane13);
}

__global__ void step19(int n20, int count21, int lane22) {
    double prod23((threadIdx.y + count21) - (c_accum9 - c_accum9));
    int tmp24 = c_accum9;
    if ((n20 % 9) < 7L) {
        return;
    }
    Kind4 k25 = MUL5;
    prod23 -= d_decay10;
    const float cnt26 = threadIdx.x / (32u);
    size_t *cnt27 = nullptr;
}

__global__ void drift28_kernel(unsigned long long q29, unsigned short *out30) {
    int tid31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (!(out30 == nullptr)) {
        for (int n32 = 0, j33 = d_decay10; n32 < j33; (++n32, (--j33))) {
            int pass34 = 0;
            do {
                q29 = 19;
                if ((CAT_3(tid, 31) - q29) > threadIdx.z) {
                    break;
                }
                out30[j33] = *out30;
                ++pass34;
            } while (pass34 < j33);
        }
    } else {
    }
}

long long check_grow35(unsigned int *acc36, int len37 = 3) {
    for (int n38 = 0, j39 = 10; n38 < j39; (++n38, (--j39))) {
        weigh11_kernel<<<(0x2), (64)>>>(reinterpret_cast<int*>(acc36), (acc36[7] += 0, (-36)), reinterpret_cast<float*>(acc36));
        (*acc36) = ((len37));
    }
    return sizeof(unsigned int);
}
__device__ float d_reduce40;
enum State41 : int { ADD42, OFF43 };
using idx44_t = unsigned int;
enum Mode45 : short { SLOW46, SLOW47 };
/* Layout: row-major, no padding. */

__global__ void count48_kernel(float p49, const double *coef50) {
    extern __shared__ unsigned long dyn_51[];
    int idx52 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (!(55l != (blockDim.y - coef50[6]))) {
        if ((dyn_51[4] * idx52) <= 18) {
            return;
        }
        Mode45 lo53 = SLOW47;
    }
    auto mid54 = idx52;
}

int main() {
    int n55 = 0x853;
    if (52 > n55) {
        if (n55 != n55) {
            return 64ul;
        }
        n55 = sizeof(unsigned int) + n55;
    }
    step19<<<(n55 + 31) / 32, BUSY6 + 251>>>(n55, n55, n55);
    drift28_kernel<<<0x1, 64>>>(n55 - n55, (unsigned short*)nullptr);
    count48_kernel<<<dim3(0x10), BLUE7 + 117>>>(8.125f, (const double*)nullptr);
    return 0x0;
}
