// cudagen 0.1 seed 300 invalid:redeclared_host_as_device
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,device_function,device_forceinline,device_noinline,host_function,main,shared_var,shared_2d,static_shared,extern_shared,local_array,auto_var,struct,if,for,pragma_unroll,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

__global__ void __maxnreg__(32) decay3(unsigned* dst4, short* buf5, double* data6)
{
    double e7 = 10.5 / dst4[2];
    data6[6]++;
    __shared__ long long sh_8;
    if (sh_8 > (e7 * data6[1])) {
        goto done9;
    }
    sh_8 = *dst4;
done9:;
}

__device__ __noinline__ unsigned short filter10(unsigned int* out11, long* data12, unsigned a13)
{
    ++a13;
    int z14 = 55l % (((*out11) - data12[6]) - 12l);
    #pragma unroll 4
    for (int n15 = 0; n15 < z14; n15++) {
        if (z14 != (*data12)) {
            return data12[a13];
        }
        static __shared__ int sh_16;
    }
    bool s17 = a13;
    return out11[a13] - data12[6];
}

template <class T>
__global__ void fuse18_kernel(T* data19, const unsigned char* input20, T* data21, const T* in22)
{
    extern __shared__ float dyn_23[];
    float t24 = (((*input20) <= 0x5) ? 064U : in22[2]) * filter10(nullptr, (long*)nullptr, *in22);
    int v25[3]{1, 33l, static_cast<int>(sizeof(T))};
    auto off26 = static_cast<int>(filter10(nullptr, nullptr, 61U));
    if (34u >= v25[off26]) {
        goto skip27;
    }
    data19[off26] = 16.5 + ((data21[0] * (*in22)) - 30);
skip27:;
}
// Helper used by the kernels below.

__device__ __forceinline__ int weigh28(int stride29, unsigned long long* dst30, float beta31)
{
    if (((stride29) ^ (20 % dst30[4])) != ((stride29 & 1) ? (*dst30) : stride29)) {
        if (filter10(reinterpret_cast<unsigned int*>(dst30), reinterpret_cast<long*>(dst30), 49ll) < beta31) {
            return (int)beta31;
        }
        for (int i32 = 0; i32 < 8; i32++) {
            auto diff33 = ((!((*dst30) <= 52)) ? ((0x1L < beta31) ? beta31 : beta31) : static_cast<unsigned>(1826)) + filter10(nullptr, reinterpret_cast<long*>(dst30), filter10(reinterpret_cast<unsigned int*>(dst30), reinterpret_cast<long*>(dst30), 2496));
            if (dst30 == nullptr) {
                return 33L;
            }
        }
    }
    return static_cast<short>(0x39 & dst30[stride29]) % (stride29 * dst30[stride29 & 7]);
}
/* Helper used by the kernels below. */

struct Span34 {
    float y35;
    int hi36;
    unsigned int weight37;
    int lo38;
};

__global__ void gather39_kernel(int* dst40, int* buf41, float* out42)
{
    extern __shared__ int dyn_43[];
    (*buf41) *= ~buf41[2];
    dyn_43[5] -= ((3084 | dyn_43[0x2]) % (dyn_43[5] | dyn_43[7])) + dyn_43[3];
    static __shared__ int sh_44[5][15];
}

long blend45(unsigned char q46)
{
    fuse18_kernel<unsigned><<<sizeof(int) * 128, 1 << 9>>>(static_cast<unsigned*>(nullptr), static_cast<const unsigned char*>(nullptr), nullptr, nullptr);
    int acc47 = q46;
    Span34 u48 = Span34{};
    long base49 = u48.lo38;
    return 56;
}
int both52(int x);
__device__ int both52(int x)
{
    return x;
}

int main()
{
    int size50 = 1647;
    float k51{41};
    if ((58 != (size50 | sizeof(int))) && (064 == blend45(size50))) {
        size50 = k51 * (+(57U + size50));
        if (size50 || (size50 < k51)) {
            return float(3.25f);
        }
        size50 = blend45((int)blend45(size50));
    }
    decay3<<<1 << 6, sizeof(float) * 32>>>(nullptr, nullptr, nullptr);
    gather39_kernel<<<256, 128>>>((int*)nullptr, nullptr, nullptr);
    return 0;
}
