# 1 "v001862.cu"
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
# 9 "v001862.cu"
__attribute__((visibility("hidden"))) void count4_kernel(bool cfg5, const float *src6, int count7) ;
#if 0
# 9
{ 
# 10
cfg5 = (((src6[1]) == (38)) || ((5 - count7) <= ((count7 ^ cfg5) - count7))); 
# 11
int iter8 = 0; 
# 12
do { 
# 13
if (!cfg5) { 
# 14
return; 
# 15
}  
# 16
cfg5 = (count7 * count7); 
# 17
for (int i9 = count7; i9 > 0; --i9) { 
# 18
cfg5 = count7; 
# 19
}  
# 20
++iter8; 
# 21
} while (iter8 < 14); 
# 22
float sum10 = cfg5 & (iter8 * count7); 
# 23
} 
#endif
# 25 "v001862.cu"
int run_lerp11(const int *in12, int n13, int *data14) { 
# 26
constexpr float r15 = (3559); 
# 27
(data14[n13]) = ((*data14) * (*in12)); 
# 28
--(data14[n13]); 
# 29
(__cudaPushCallConfiguration(dim3(8, 32), 128)) ? (void)0 : count4_kernel(0, &r15, 2); 
# 30
(__cudaPushCallConfiguration(dim3((n13 + 31) / 32, (n13 + 31) / 32, 1 << 1), 1 << 5, 512 * 2)) ? (void)0 : count4_kernel(n13, &r15, *data14); 
# 31
--(*data14); 
# 32
return (unsigned)((((*data14) << 3) > 6) ? (*data14) << 3 : 6); 
# 33
} 
# 34
static unsigned d_accum16; 
# 36
unsigned apply17(const int *__restrict__ coef18, int len19) { 
# 37
--len19; 
# 38
(__cudaPushCallConfiguration(1 << 2, dim3((len19 + 31) / 32, 1, (len19 + 255) / 256), 256 * 16)) ? (void)0 : count4_kernel(run_lerp11((const int *)nullptr, coef18[2], const_cast< int *>(coef18)) / (true), (const float *)nullptr, len19); 
# 39
len19 = (sizeof(float)); 
# 40
(__cudaPushCallConfiguration(dim3((len19 + 31) / 32, 1), 64, 0)) ? (void)0 : count4_kernel((*coef18) < (51 ^ len19), nullptr, run_lerp11(coef18, 41L, &len19)); 
# 41
return 618; 
# 42
} 
# 43
enum Op20 { BLUE21, ON22}; 
# 45
template< class T, class U> inline T 
# 46
bias23(T q24, U alpha25) { 
# 47
double q26 = (58); 
# 48
const U *x27 = (&alpha25); 
# 49
if ((q26 == (44)) || (alpha25 <= alpha25)) { 
# 50
return q24 - (15.5); 
# 51
}  
# 52
constexpr unsigned long long stride28 = (5); 
# 53
if ((alpha25 * q24) == '0') { 
# 54
return BLUE21 - ((q26 > q24) ? q26 : q24); 
# 55
}  
# 56
bool m29 = *x27; 
# 57
--q24; 
# 58
return 32 * (x27[1]); 
# 59
} 
# 61
int main() { 
# 62
int size30 = 831; 
# 63
size30 += (ON22); 
# 64
(__cudaPushCallConfiguration((size30 + 255) / 256, ((dim3)((size30 + 31) / 32)))) ? (void)0 : count4_kernel(((size30 > size30) ? size30 : size30) >= ((size30 & 19) % run_lerp11(&size30, ON22, &size30)), (const float *)nullptr, apply17(&size30, size30)); 
# 65
run_lerp11(&size30, size30, (int *)nullptr); 
# 66
return 0; 
# 67
} 

# 1 "v001862.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9329823b_10_v001862_cu_020ed787
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001862.cudafe1.stub.c"
#include "v001862.cudafe1.stub.c"
# 1 "v001862.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
