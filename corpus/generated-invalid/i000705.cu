// cudagen 0.1 seed 705 invalid:unbalanced_bracket
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,launch_stream,host_function,default_args,main,constant_var,shared_var,local_array,const_local,if,if_else,for,do_while,switch,ternary,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

static __global__ void drift2_kernel(int *data3, const float *src4)
{
    --data3[4];
    switch (~(*data3)) {
    case 9: {
        int k5 = ((39lu - (*data3)) == data3[5]) ? 11 : (data3[6] % (data3[2] + 6));
        __shared__ unsigned char sh_6[16];
        break;
    }
    }
    data3[4]--;
    --data3[0x0];
    int off7[8]{static_cast<int>(*data3), 9, 33, 1, 0x3CU, 0x9, 30, 0x10ul};
}
__constant__ float c_step8 = 4736l;

template <class T, typename U>
__global__ void __launch_bounds__(sizeof(int) * 8, 4) decay9(const T *src10)
{
    unsigned *t11 = nullptr;
    int val12 = ((*t11) - (*t11)) & t11[5];
    int hi13[2]{60, static_cast<int>(t11[val12])};
    U sum14 = val12 << val12;
    int tmp15[4] = {39, 25ul, 6};
}

__global__ void update16_kernel(int *data17, int n18, unsigned long long alpha19, unsigned p20)
{
    __shared__ int sh_21[2 * 8];
    int k22 = sh_21[0x4];
    p20++;
    if (data17[n18 & 0x7] != static_cast<float>(7.5f)) {
        int pass23 = 0;
        do {
            long diff24 = 64ull;
            long mid25 = (unsigned)0x35;
            ++pass23;
        } while (pass23 < 13);
    } else if ((c_step8 + 63u) == (p20 << 3)) {
    } else {
    }
}

__global__ void clamp26_kernel(const unsigned char *input27, const float *in28)
{
    if (c_step8 < input27[7]) {
        int res29[5] = {};
    }
    float s30 = (*input27) << ((*input27) + 4418);
    s30 = (4.25f * (c_step8 * 8)) - ((51 & input27[3]) - in28[6]);
    int z31 = 0xd;
    __shared__ unsigned long long sh_32[16];
    sh_32[15] = z31 << (*input27);
}

void host_fuse33(const unsigned int *coef34, const float *input35, int stride36 = 20L)
{
    if (((input35[stride36 & 0x7] != (*coef34)) ? coef34[3] : (0x33 ^ (*coef34))) < ((unsigned long)input35[stride36])) {
        for (int i37 = 14; i37 > 0; --i37) {
            ++stride36;
        }
        --stride36;
    } else if (stride36 == 39) {
        stride36 = 61LL;
        stride36 = -10;
    }
}

int main()
{
    int n38 = 1828;
    int vals40[4 = {1, 2, 3, 4};
    const int e39 = (42 + CAT_1(n, 38)) * (~n38);
    n38 = 37;
    if (((n38 > CAT_1(n, 38)) ? 0x20 : 6) < e39) {
        clamp26_kernel<<<1 << 1, 4 * 16>>>(nullptr, (const float*)nullptr);
        host_fuse33(nullptr, static_cast<const float*>(nullptr), static_cast<int>(22) / n38);
    }
    drift2_kernel<<<sizeof(float), 32, 16 * 16>>>(nullptr, static_cast<const float*>(nullptr));
    decay9<int, int><<<(e39 + 31) / 0x20, 0x1 << 9, 0x40 * 0x10>>>(nullptr);
    update16_kernel<<<(n38 + 63) / 64, sizeof(unsigned int) * 0200, 0x0, 0>>>((int*)nullptr, n38, n38, +(3 >> e39));
    return 0;
}
