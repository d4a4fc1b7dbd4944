// cudagen 0.1 seed 2186 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,default_args,main,constant_var,shared_var,extern_shared,constexpr_var,static_local,if,do_while,ternary,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_undef
#include "prelude.cuh"

#define CHUNK_1 5
#define CHUNK_2 8
#define TILE_DIM_3 3
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
#undef TILE_DIM_3
#define TILE_DIM_3 48
__global__ void mix8(double alpha9, int stride10, const unsigned int *coef11) {
    extern __shared__ int dyn_12[];
    int i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i13 >= stride10) {
        return;
    }
    if (!(threadIdx.z < static_cast<unsigned>(alpha9))) {
        unsigned int lo14 = i13 >> (threadIdx.x << (47L * dyn_12[3]));
        --dyn_12[0];
    }
}
__constant__ int c_filter15 = 18;
__global__ void score16_kernel(unsigned beta17, int stride18) {
    if (c_filter15) {
        return;
    }
    if (((+stride18) * threadIdx.x) >= (23 + blockDim.x)) {
        if ((warpSize - static_cast<int>(gridDim.x)) <= (stride18 * threadIdx.x)) {
            constexpr bool res19 = 0;
            beta17--;
        }
    }
}
__host__ __device__ double spread20(int *buf21, int lane22, int len23) {
    (*buf21) = len23;
    if ((lane22 > buf21[1]) && (' ' != (*buf21))) {
        return +(len23 + (*buf21));
    }
    len23 = lane22;
    ++lane22;
    double val24 = (8 - len23);
    return (58ul * lane22) + static_cast<unsigned int>(17l - lane22);
}
template <class T, int N = 1>
__global__ void split25_kernel(T alpha26, int stride27) {
    unsigned int i28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i28 >= stride27) {
        return;
    }
    ++stride27;
    stride27 = i28;
    stride27 = ((stride27 * alpha26) > (CHUNK_1 << i28)) ? ((char)(16 - i28)) : (sizeof(int) % c_filter15);
    if (stride27 <= sizeof(float)) {
        return;
    }
}
__global__ void score29_kernel(const float *src30) {
    int tid31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (16L == (+c_filter15)) {
        return;
    }
    float val32(CAT_7(tid, 31));
}
__global__ void shade33_kernel(const int *in34, int len35, int lane36, int n37) {
    extern __shared__ float dyn_38[];
    int tid39 = (blockIdx.x * blockDim.x) + threadIdx.x;
    lane36 = (dyn_38[7] * (tid39)) + 30;
    SWAP_4(int, n37, len35);
    int pass40 = 0;
    do {
        --n37;
        float prod41 = CAT_7(tid, 39) + 23.f;
        ++pass40;
    } while (pass40 < n37);
    n37 = (3883lu / lane36);
}
void run_reduce42(float beta43 = 12ULL) {
    static char lim44 = 55;
    float idx45 = ((sizeof(int)) + (CAT_7(lim, 44) >> 0)) - 3;
}
int main() {
    int n46 = 340;
    if (n46 == 'A') {
        return n46 % (60L + n46);
    }
    shade33_kernel<<<CHUNK_1 + 3, 64>>>(nullptr, CAT_7(n, 46), (n46 % TILE_DIM_3) + n46, ((n46 != n46) ? n46 : 36L) + (4454));
    mix8<<<1 << 5, 32, (CHUNK_1 + 11) * 16, 0>>>(n46 + CAT_7(n, 46) + n46, (n46 + 4) * n46, nullptr);
    n46 = static_cast<unsigned long>(n46) + (14 + n46) + ((29 - CAT_7(n, 46)) << 1);
    score16_kernel<<<TILE_DIM_3 + (CHUNK_2 + 200), dim3(1 << 4)>>>(CHUNK_1, ((n46 == n46) ? 16U : n46) - (n46 >> 5));
    split25_kernel<int, 1><<<1 << 2, dim3(CHUNK_2 * 4)>>>((45 << n46) * 40, n46);
    score29_kernel<<<dim3(1, (n46 + 63) / 64, 32), 256>>>((const float*)nullptr);
    return 0;
}
