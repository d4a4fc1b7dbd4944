# 1 "v000650.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 15 "prelude.cuh"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 16
#if 0
# 16
struct uint3 { unsigned x, y, z; }; 
#endif
# 17 "prelude.cuh"
#if 0
# 17
struct dim3 { 
# 18
unsigned x, y, z; 
# 22
}; 
#endif
# 23 "prelude.cuh"
#if 0
typedef struct CUstream_st *
# 23
cudaStream_t; 
#endif
# 24 "prelude.cuh"
extern "C" {
# 25
extern const uint3 __device_builtin_variable_threadIdx; 
# 26
extern const uint3 __device_builtin_variable_blockIdx; 
# 27
extern const dim3 __device_builtin_variable_blockDim; 
# 28
extern const dim3 __device_builtin_variable_gridDim; 
# 29
extern const int __device_builtin_variable_warpSize; 
# 30
}
# 31
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
# 8 "v000650.cu"
__attribute__((visibility("hidden"))) void probe2(const float *input3) ;
#if 0
# 8
{ 
# 9
float w4 = *input3; 
# 10
int val5 = (4) + ((*input3) * (49)); 
# 11
w4 = ((val5 += 38), (*input3)); 
# 12
unsigned diff6 = (long)((val5 + val5) - (35U + val5)); 
# 13
} 
#endif
# 15 "v000650.cu"
__attribute__((visibility("hidden"))) void shade7(int n8, unsigned a9, int *buf10) ;
#if 0
# 15
{ 
# 16
constexpr float diff11 = (25); 
# 17
(buf10[5]) -= diff11; 
# 18
if ((53UL >= n8) || (n8 > n8)) { 
# 19
return; 
# 20
}  
# 21
} 
#endif
# 24 "v000650.cu"
int rank12(unsigned alpha13, const unsigned *__restrict__ coef14, int lane15) { 
# 25
alpha13 &= ((alpha13 % 63L) << (((alpha13 == alpha13) ? *coef14 : (*coef14)) + ((short)lane15))); 
# 26
const double base16 = lane15; 
# 27
bool sum17{false}; 
# 28
return static_cast< short>(53); 
# 29
} 
# 31
template< class T, int N = 4> 
# 32
__attribute((always_inline)) __attribute__((unused)) inline void tally18(T a19, const T *__restrict__ input20, double *__restrict__ buf21) {int volatile ___ = 1;(void)a19;(void)input20;(void)buf21;
# 36
::exit(___);}
#if 0
# 32
{ 
# 33
T val22 = buf21[4]; 
# 34
signed char off23 = val22 - (a19 * a19); 
# 35
T off24 = ((13.625F)); 
# 36
} 
#endif
# 38 "v000650.cu"
int host_drift25(long long beta26 = 1660) { 
# 39
long s27 = rank12(beta26, static_cast< const unsigned *>(nullptr), ((3) - beta26) ^ beta26); 
# 40
int off28 = beta26; 
# 41
(__cudaPushCallConfiguration(1 << 5, 64, 0, nullptr)) ? (void)0 : probe2((const float *)nullptr); 
# 42
return static_cast< double>(s27); 
# 43
} 
# 45
__attribute__((visibility("hidden"))) void probe29_kernel(int stride30, double *__restrict__ out31, int stride32, int stride33) ;
#if 0
# 45
{ 
# 46
char s34 = (-127); 
# 47
double y35 = (((stride32 += 142), rank12(rank12(26, static_cast< const unsigned *>(nullptr), 52), static_cast< const unsigned *>(nullptr), (stride32 != s34) ? stride32 : 62))); 
# 48
float y36 = rank12(rank12(stride33 + 1553L, nullptr, stride32 * sizeof(double)), (const unsigned *)nullptr, (rank12(28, nullptr, 7)) - 31L); 
# 49
stride33 &= ((short)23UL); 
# 50
} 
#endif
# 52 "v000650.cu"
static float host_decay37(const unsigned long *src38) { 
# 53
(__cudaPushCallConfiguration(1 << 5, sizeof(unsigned) * (8))) ? (void)0 : shade7(rank12((25) + (*src38), static_cast< const unsigned *>(nullptr), *src38), 63U, (int *)nullptr); 
# 54
dim3 s39(sizeof(int) * (4), 64); 
# 55
auto op42 = [](float flag40)->int { 
# 56
signed char h41{static_cast< signed char>(rank12(((5U) + flag40) + (6), nullptr, flag40 * flag40))}; 
# 57
return rank12((flag40 <= h41) ? 32 : 28, nullptr, 49UL % h41); 
# 58
} ; typedef decltype(op42) __T0;
# 59
if ((*src38) <= (src38[1])) { 
# 60
goto done43; 
# 61
}  
# 62
(__cudaPushCallConfiguration(s39, s39, 64 * 4, nullptr)) ? (void)0 : probe29_kernel((39L) + (src38[4]), nullptr, 2657, (33) + (src38[5])); 
# 63
done43:; ; 
# 64
return op42(*src38); 
# 65
} 
# 67
float host_sift44(int count45 = 29) { 
# 68
(__cudaPushCallConfiguration((count45 + 31) / 32, 64 * 8, 1024, nullptr)) ? (void)0 : probe29_kernel(-host_decay37(nullptr), nullptr, 28, 3429); 
# 69
for (int it46 = 0, j47 = count45; it46 < j47; (++it46), (--j47)) { 
# 70
count45 *= 33; 
# 71
}  
# 72
int w48 = 0; 
# 73
do { 
# 74
if (!(w48 != count45)) { 
# 75
return +(count45 % 6); 
# 76
}  
# 77
(__cudaPushCallConfiguration(dim3((w48 + 255) / 256, sizeof(int) * (2)), dim3(128, 8, (w48 + 255) / 256), sizeof(float) * (32), 0)) ? (void)0 : probe2((const float *)nullptr); 
# 78
++w48; 
# 79
} while (w48 < count45); 
# 80
return (16.75F); 
# 81
} 
# 83
int main() { 
# 84
int n49 = 3731; 
# 85
n49 = ((+(13UL % n49)) * host_decay37((const unsigned long *)nullptr)); 
# 86
n49 = ((unsigned long long)sizeof(int)); 
# 87
return 0; 
# 88
} 

# 1 "v000650.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e2fd5aa4_10_v000650_cu_3cc207ac
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000650.cudafe1.stub.c"
#include "v000650.cudafe1.stub.c"
# 1 "v000650.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
