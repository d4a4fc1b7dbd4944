// cudagen 0.1 seed 119 invalid:unterminated_comment
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,static_device_function,device_template_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,if,goto,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_paste
#include "prelude.cuh"

#define CHUNK_1 3
#define CHUNK_2 ((64))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

template <typename T>
static __device__ T rank6(const T *coef7, const int *__restrict__ in8, int n9)
{
    n9++;
    --n9;
    if (static_cast<T>(blockIdx.x) != 47) {
        return blockIdx.x;
    }
    const T *off10 = coef7 + n9;
    int q11 = 0457;
    n9 = blockDim.x;
    return 13.25 * (q11 += 073ul, (*coef7));
}

__host__ float check_grow12(int len13, int *dst14)
{
    if (len13 >= len13) {
        goto done15;
    }
    len13 = dst14[0b11];
    len13 = (len13);
done15:;
    return len13 - (len13 += 2866u, CHUNK_1);
}

__global__ void split16(int stride17, unsigned long q18, int stride19, int count20)
{
    extern __shared__ int dyn_21[];
    unsigned int gid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid22 >= stride19) {
        return;
    }
    int *v23 = dyn_21;
    q18 = blockIdx.x;
    const float *z24 = nullptr;
    int r25{52U};
}

float check_scale26(float b27, int n28, int count29)
{
    unsigned h30[4]{2u, 0b10U, static_cast<unsigned>(CHUNK_1), 025};
    if (((double)b27) <= 42) {
        goto finish31;
    }
    split16<<<CHUNK_2 + (CHUNK_2 + 128), dim3((count29 + 63) / 64, (count29 + 31) / 32)>>>(n28 % n28, count29, (h30[2] - CAT_5(count, 29)) | h30[n28 & 3], b27);
finish31:;
    return CAT_5(b, 27);
}
/* TODO: tune the block size

int main()
{
    int size32 = 2349;
    if (size32 < 58) {
        return (size32 * 35UL) + (size32 & 33u);
    }
    long t33 = ((static_cast<int>(size32) * (CHUNK_1 << CAT_5(size, 32))) <= (34UL - size32)) ? size32 : ((~size32) + static_cast<int>(size32));
    float r34 = ((unsigned int)size32) - t33;
    unsigned diff35(r34);
    size32 = CHUNK_2;
    return 0;
}
