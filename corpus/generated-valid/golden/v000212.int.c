# 1 "v000212.cu"
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
# 8 "v000212.cu"
__attribute((noinline)) __attribute__((unused)) int split3(int len4, int lane5, unsigned *__restrict__ buf6) {int volatile ___ = 1;(void)len4;(void)lane5;(void)buf6;
# 14
::exit(___);}
#if 0
# 8
{ 
# 9
int h7[3] = {}; 
# 10
(buf6[0]) -= ((6 & lane5) - ((buf6[lane5 & 7]) - ((h7[2]) / 33UL))); 
# 11
len4 %= (h7[len4]); 
# 12
__attribute__((unused)) static int sh_8[256]; 
# 13
return (h7[0]) & ((39 % len4) | 3341); 
# 14
} 
#endif
# 17 "v000212.cu"
__attribute((always_inline)) __attribute__((unused)) inline void kick9(int count10, unsigned a11) {int volatile ___ = 1;(void)count10;(void)a11;
# 23
::exit(___);}
#if 0
# 17
{ 
# 18
(a11++), (count10 = split3(((unsigned)a11) & (split3(59, -2815, &a11)), count10 - split3(63UL, 3830UL, (unsigned *)nullptr), (unsigned *)nullptr)); 
# 19
if ((a11 * a11) != a11) { 
# 20
return; }  
# 21
double e12 = a11 + (5.0); 
# 22
count10--; 
# 23
} 
#endif
# 26 "v000212.cu"
__attribute__((visibility("hidden"))) void kick13(int lane14, unsigned *dst15) ;
#if 0
# 26
{ 
# 27
lane14 = (dst15[lane14]); 
# 28
kick9(lane14, (unsigned)4); 
# 29
} 
#endif
# 31 "v000212.cu"
__attribute__((unused)) int accum16(int count17 = 45) {int volatile ___ = 1;(void)count17;
# 38
::exit(___);}
#if 0
# 31
{ 
# 32
count17 %= (((split3(54, count17, nullptr) > 7) ? 19 : (count17 & count17)) - ((count17 * 16) & (count17 - count17))); 
# 33
if (count17 <= count17) { 
# 34
return split3(4, count17 | 32, (unsigned *)nullptr); }  
# 35
float q18 = split3((count17 - count17) + split3(count17, count17, (unsigned *)nullptr), sizeof(float) & count17, nullptr); 
# 36
kick9((split3(count17, 55, (unsigned *)nullptr)) * 1827L, split3(split3(-17, q18, (unsigned *)nullptr), (1945) - q18, nullptr)); 
# 37
return count17; 
# 38
} 
#endif
# 40 "v000212.cu"
void run_warp19(float *__restrict__ data20, int count21) { 
# 41
count21 = ((count21 == count21) ? count21 & 4 : 27); 
# 42
count21 += 4172U; 
# 43
count21--; 
# 44
long long u22 = (23U); 
# 45
int acc23 = (((47) + (*data20)) - u22) - ((42L) + u22); 
# 46
acc23 += ((((50) <= u22) && ((count21 > count21) || (u22 >= (51)))) ? u22 : ((~u22) - (2))); 
# 47
count21--; 
# 48
} 
# 50
int main() { 
# 51
int count24 = 227; 
# 52
(__cudaPushCallConfiguration(64 * 2, 256, sizeof(int) * (32))) ? (void)0 : kick13(count24, (unsigned *)nullptr); 
# 53
int u25 = count24; 
# 54
return 0; 
# 55
} 

# 1 "v000212.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__26e576f9_10_v000212_cu_236cc6cd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000212.cudafe1.stub.c"
#include "v000212.cudafe1.stub.c"
# 1 "v000212.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
