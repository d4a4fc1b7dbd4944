// cudagen 0.1 seed 630 invalid:launch_too_few_args
// features: kernel,restrict_params,launch,launch_stream,builtin_vars,host_function,main,constexpr_var,enum,if,if_else,if_init,for,goto,ternary,compound_assign,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,pp_ifdef
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 4
#else
#define TUNE_2 42
#endif
short step3(unsigned int p4, float *dst5) {
    cudaStream_t r6 = 0;
    --p4;
    char z7 = 62;
    if ((z7 <= 48) && (z7 == TUNE_2)) {
        goto skip8;
    }
    p4 = static_cast<double>(10.125f) + ((p4 <= 1) ? p4 : 2091l);
    z7 = ((p4 + 22) >= (*dst5)) ? p4 : p4;
    p4 += 23u;
skip8:;
    return TUNE_2;
}
__global__ void march9_kernel(const int *in10, size_t *__restrict__ data11, int count12, float q13) {
    int tid14 = threadIdx.x;
    if ((' ' == (gridDim.z * 0b11101L)) || (gridDim.x < TUNE_2)) {
        if ((*data11) == 30)
            return;
        count12 = count12 * in10[threadIdx.x];
        if ((in10 == nullptr) || (q13 < q13))
            return;
    } else {
        q13 *= tid14;
    }
    q13 = 14.5f;
}
enum Mode15 : int { MUL16, BLUE17 };
__global__ void pivot18_kernel(int stride19, int n20, const float *input21) {
    stride19--;
    n20 = stride19;
    for (int n22 = 7; n22 > 0b0; --n22)
        stride19 *= (n22 + gridDim.z) ? (((int)n20) * (-stride19)) : (stride19 * n20);
    stride19++;
}
void decay23(int len24) {
    if (len24) {
        pivot18_kernel<<<512, (BLUE17 + 15) * (BLUE17 + BLUE17)>>>(step3(len24, static_cast<float*>(nullptr)), len24);
        --len24;
    }
}
int main(void) {
    int count25 = 1204;
    march9_kernel<<<(64), 256>>>(&count25, static_cast<size_t*>(nullptr), -count25, step3(12, nullptr) + count25);
    if (constexpr int res26 = BLUE17 + ((BLUE17 + (BLUE17 + (BLUE17 + 2))) * 5); (count25 += TUNE_2, 59UL) >= step3(count25, nullptr)) {
        count25 = step3(step3(res26 * count25, nullptr), static_cast<float*>(nullptr));
        Mode15 u27 = MUL16;
    } else {
    }
    return 0;
}
