# 1 "v000788.cu"
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
# 9 "v000788.cu"
int check_norm4(float beta5, char a6, int stride7) { 
# 10
beta5 /= (47 | (stride7 % a6)); 
# 11
if ((a6 % a6) == 32) { 
# 12
return 56L | stride7; }  
# 13
a6 = stride7; 
# 14
a6 = (~(63UL - (stride7 + a6))); 
# 15
static float w8 = (9.5F); 
# 16
dim3 lim9(16); 
# 17
a6 = ((((int)2) - ((char)beta5)) * (beta5 * stride7)); 
# 18
return -20L; 
# 19
} 
# 20
static int d_weigh10[32]; 
# 22
__attribute__((visibility("hidden"))) void apply11_kernel(unsigned long long *acc12, int *dst13, float p14, float *out15) ;
#if 0
# 22
{ 
# 23
static_assert((15 == 15));
# 24
int diff16 = (4174U) * (p14 - (*out15)); 
# 25
} 
#endif
# 26 "v000788.cu"
enum Phase17 { GREEN18, HIGH19, LOW20}; 
# 28
__attribute__((visibility("hidden"))) void warp21_kernel(int count22) ;
#if 0
# 28
{ 
# 29
count22 = count22; 
# 30
constexpr int z23 = 41; 
# 31
switch (count22) { 
# 32
case 0:  
# 33
count22 ^= ((count22 += 49LL), (d_weigh10[26])); 
# 34
[[fallthrough]] ; 
# 35
case 9:  
# 36
break; 
# 37
default:  
# 38
++count22; 
# 39
break; 
# 40
}  
# 41
(d_weigh10[count22 & 31]) *= 43; 
# 42
} 
#endif
# 43 "v000788.cu"
template< class T, int N = 7> 
# 44
__attribute((noinline)) __attribute__((unused)) void split24(T cfg25, const T *input26, T *acc27) {int volatile ___ = 1;(void)cfg25;(void)input26;(void)acc27;
# 50
::exit(___);}
#if 0
# 44
{ 
# 45
if ((-(*input26)) != N) { 
# 46
T z28 = ('\"'); 
# 47
cfg25 /= (3.375); 
# 48
} else { if ((static_cast< short>(+(acc27[6]))) == 53) { 
# 49
cfg25 = N; }  }  
# 50
} 
#endif
# 51 "v000788.cu"
static bool d_kick29[16]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 53
template< class T, class U> 
# 54
__attribute((noinline)) __attribute__((unused)) static T drift30(U q31) {int volatile ___ = 1;(void)q31;
# 63
::exit(___);}
#if 0
# 54
{ 
# 55
for (int j32 = 15; j32 > 0; --j32) { 
# 56
for (int it33 = 0; it33 < j32; it33++) { 
# 57
__attribute__((unused)) static unsigned long sh_34[64]; 
# 58
(d_weigh10[16]) %= (((unsigned)(-it33)) ^ ((((d_kick29[10]) != it33) ? j32 : 2) + it33)); 
# 59
}  
# 60
}  
# 61
Phase17 u35 = LOW20; 
# 62
return q31; 
# 63
} 
#endif

#pragma GCC diagnostic pop

# 64 "v000788.cu"
int main() { 
# 65
int size36 = 1764; 
# 66
size36--; 
# 67
const char *acc37 = ("\"q\""); 
# 68
size36++; 
# 69
(__cudaPushCallConfiguration(dim3((size36 + 255) / 256, (size36 + 127) / 128, (size36 + 63) / 64), ((LOW20) + ((LOW20) + 28)) * ((LOW20) + ((LOW20) + ((HIGH19) + ((LOW20) + ((HIGH19) + 8))))), 0, nullptr)) ? (void)0 : apply11_kernel(nullptr, static_cast< int *>(nullptr), sizeof(long long), nullptr); 
# 70
int tmp38{static_cast< int>((-((acc37[1]) + (acc37[0]))) | (4 * (size36 & (LOW20))))}; 
# 71
const char *e39 = acc37; 
# 72
(__cudaPushCallConfiguration(dim3(1, 32 * 4), (LOW20) + ((HIGH19) + ((LOW20) + ((LOW20) + ((HIGH19) + 24)))))) ? (void)0 : warp21_kernel(size36); 
# 73
return 0; 
# 74
} 

# 1 "v000788.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1485655f_10_v000788_cu_d8405b49
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000788.cudafe1.stub.c"
#include "v000788.cudafe1.stub.c"
# 1 "v000788.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
