// cudagen 0.1 seed 725 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,main,constexpr_var,local_array,if,goto,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,macro_object
#include "prelude.cuh"

#define RADIUS_1 32
#define CHUNK_2 64
#define NUM_ITERS_3 ((2 * 2))
__global__ void weigh4_kernel(int *data5, int *acc6)
{
    if (acc6 == nullptr) {
        goto out7;
    }
    (*acc6)--;
    data5[0b0] %= (((((*data5) < (*data5)) ? data5[0] : (*data5)) + (CHUNK_2 - data5[2])) != (data5[5] * L'#')) ? acc6[0] : ((*data5) += data5[2], acc6[6]);
    if (((int)(*data5)) == 0b101110)
        return;
out7:;
}
template <typename T, int N = 6>
__global__ void update8(T p9, const T *coef10)
{
    double u11 = p9;
    int lim12[5]{0b100100, N, 21u, 1, 4};
    p9++;
    u11--;
    lim12[1]++;
}
__global__ void __maxnreg__(32) apply13(int lane14, int *acc15)
{
    acc15[lane14]++;
    ++(*acc15);
    int lo16[3] = {};
}
int main()
{
    int n17 = 334;
    ++n17;
    (n17++, (n17 = CHUNK_2 * (((n17 > n17) ? n17 : 25ul) * double(23.25F))));
    --n17;
    weigh4_kernel<<<(n17 + 31) / 32, 128>>>(&n17, &n17);
    update8<float, 1><<<dim3((n17 + 255) / 256), dim3((n17 + 31) / 32)>>>(-(1.25f - n17), (const float*)nullptr);
    apply13<<<2 * 2, 64>>>(34, &n17);
    return 0;
}
