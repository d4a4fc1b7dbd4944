// cudagen 0.2 seed 298 valid headers
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,shared_var,extern_shared,constexpr_var,if,for,switch,ternary,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,alignof,macro_object,macro_paste,macro_statement,constexpr_loop,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <numeric>
#include <utility>
#include <cuda_fp16.h>

#define CHUNK_1 128
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b
__host__ __device__ constexpr int tri4(int n) {
    int s = 0;
    for (int i = 1; i <= n; ++i) {
        s += i * 2;
    }
    return s;
}
constexpr int kSteps5 = tri4(6);
static_assert(tri4(6) == 42, "a constexpr loop");

__global__ void __maxnreg__(128) weigh6(const float *in7, long *__restrict__ dst8, bool alpha9, double a10) {
    extern __shared__ unsigned dyn_11[];
    switch (alpha9) {
    case 3:
        --dst8[5];
        break;
    case 2 * 4:
        break;
    case 0:
        break;
    }
    (--a10, (dst8[7] = ((int)a10) + ((alpha9 + kSteps5) - (alpha9 + sizeof(float)))));
    for (int j12 = 0; j12 < (8); ++j12) {
        double stride13 = j12;
        (void)stride13;
        __shared__ int sh_14;
        (void)sh_14;
    }
    dst8[5] = cosf((dyn_11[1] += alpha9, 17));
}

double run_smooth15(float *__restrict__ dst16, int stride17, short q18) {
    double y19 = (stride17 + q18 + fmaxf(CHUNK_1, kSteps5)) - ((q18 <= sinf(4432)) ? (stride17 += CHUNK_1, dst16[q18]) : static_cast<float>(q18));
    (void)y19;
    cudaStream_t q20 = (cudaStream_t)0;
    (void)q20;
    return floorf(alignof(float)) - (15.75);
}

int main(void) {
    int n21 = 233;
    int *d_buf22 = nullptr;
    cudaMalloc(&d_buf22, static_cast<size_t>(n21) * sizeof(int));
    cudaMemset(d_buf22, 0, static_cast<size_t>(n21) * sizeof(int));
    weigh6<<<0x1, 256, 0, nullptr>>>(reinterpret_cast<const float*>(d_buf22), nullptr, *d_buf22, ((*d_buf22) += *d_buf22, d_buf22[1]));
    fabsf(run_smooth15(reinterpret_cast<float*>(d_buf22), CHUNK_1, 0b11110) - sizeof(long long));
    n21++;
    if ((d_buf22[7] + 34UL) <= 'A') {
        return d_buf22[n21] * ((CAT_3(n, 21) == n21) ? n21 : kSteps5);
    }
    return 0;
}
