// cudagen 0.1 seed 1645 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,shared_2d,extern_shared,local_array,if,goto,compound_assign,shift,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define CHUNK_1 4
#define RADIUS_2 (8)
#define BLOCK_SIZE_3 (CHUNK_1 + 28)
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
__global__ void rank6(const int *__restrict__ coef7) {
    extern __shared__ unsigned short dyn_8[];
    unsigned i9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ int sh_10[8][11];
    if (blockIdx.x * 4600) {
        sh_10[i9][2] -= MAX2_4(blockDim.x - sh_10[i9][0], MAX2_4(coef7[0x6], 0x24ul));
        ACCUM_5(dyn_8[1], (7 + (*coef7) + ((threadIdx.y / i9) + ((long)sh_10[threadIdx.x][i9]))));
    }
}
__global__ void drift11_kernel(int *buf12, char *acc13, int count14, const float *src15) {
    int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid16 >= count14) {
        return;
    }
    int base17 = acc13[blockIdx.x];
    base17 >>= buf12[0x1];
    base17 = *src15;
    buf12[5] += *buf12;
    int s18[6]{21, 40, static_cast<int>(gridDim.x), 2, 16lu, base17};
    float res19 = 23.75f + MAX2_4((float)s18[4], 49 * blockIdx.y);
    if (src15 != nullptr) {
        goto finish20;
    }
    res19++;
finish20:;
}
void lerp21(int stride22) {
    float k23 = stride22;
    int hi24 = ((unsigned int)k23) * k23;
}
int main() {
    int count25 = 3264;
    drift11_kernel<<<(0x80), (CHUNK_1 + 4) * 16, 0x0, (cudaStream_t)0>>>(nullptr, nullptr, count25, nullptr);
    rank6<<<(count25 + 63) / 64, (RADIUS_2 + 248), sizeof(double) * 64, nullptr>>>((const int*)nullptr);
    drift11_kernel<<<1 << (CHUNK_1 + 2), CHUNK_1 + (CHUNK_1 + (RADIUS_2 + 16))>>>(nullptr, (char*)nullptr, count25 * ((int)count25), (const float*)nullptr);
    return 0;
}
