# 1 "v002136.cu"
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
# 21 "v002136.cu"
__attribute((noinline)) __attribute__((unused)) float combine6(int *acc7, const unsigned *in8) 
# 22
{int volatile ___ = 1;(void)acc7;(void)in8;
# 27
::exit(___);}
#if 0
# 22
{ 
# 23
++(*acc7); 
# 24
(acc7[3])--; 
# 25
char lim9[6] = {}; 
# 26
return *in8; 
# 27
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 29 "v002136.cu"
__attribute__((unused)) static int mix10(int n11) 
# 30
{int volatile ___ = 1;(void)n11;
# 42
::exit(___);}
#if 0
# 30
{ 
# 31
size_t u12[5] = {(10)}; 
# 32
int w13 = 0; 
# 33
do { 
# 34
if (n11 > n11) { 
# 35
--(u12[2]); 
# 36
if (n11 < n11) { 
# 37
return ((u12[w13]) - w13) + w13; }  
# 38
}  
# 39
++w13; 
# 40
} while (w13 < 6); 
# 41
return w13 + 52; 
# 42
} 
#endif

#pragma GCC diagnostic pop

# 44 "v002136.cu"
inline unsigned weigh14(int stride15, long long *data16, int lane17) 
# 45
{ 
# 46
--stride15; 
# 47
constexpr long lim18 = (35); 
# 48
stride15 = lane17; 
# 49
return (((*data16) * stride15) >> 6) % stride15; 
# 50
} 
# 52
__attribute__((visibility("hidden"))) void pack19_kernel(int *out20, unsigned long *dst21, const int *input22, int *data23) ;
#if 0
# 53
{ 
# 54
short lo24[7] = {(17L)}; 
# 55
if (out20 != (nullptr)) { 
# 56
return; }  
# 57
} 
#endif
# 60 "v002136.cu"
template< class T, class U> __attribute__((unused)) T 
# 61
update25(U *out26, int n27) 
# 62
{int volatile ___ = 1;(void)out26;(void)n27;
# 66
::exit(___);}
#if 0
# 62
{ 
# 63
auto val28 = combine6(nullptr, nullptr) * (21.375F); 
# 64
(out26[n27]) = weigh14(-21, nullptr, combine6((int *)nullptr, nullptr)); 
# 65
return val28; 
# 66
} 
#endif
# 68 "v002136.cu"
unsigned long long shade29(int n30, int n31) 
# 69
{ 
# 70
if (n31 > (326 & n30)) { 
# 71
n31 = (weigh14(n30, (long long *)nullptr, weigh14(-3, (long long *)nullptr, n31)) + n31); }  
# 72
weigh14(n31, nullptr, n31 ^ 52); 
# 73
return weigh14(n31, (long long *)nullptr, n30 + n30); 
# 74
} 
# 76
int main() 
# 77
{ 
# 78
int len32 = 540; 
# 79
shade29(len32, __alignof__(int)); 
# 80
int iter33 = 0; 
# 81
do { 
# 82
if ((iter33 % iter33) != sizeof(int)) { 
# 83
break; }  
# 84
static signed char diff34 = (58); 
# 85
diff34 = ((double)((unsigned long long)29UL)); 
# 86
++iter33; 
# 87
} while ((iter33 < len32) && (9 > (iter33 * 9))); 
# 88
(__cudaPushCallConfiguration((len32 + 127) / 128, 7 + (7 + 18))) ? (void)0 : pack19_kernel(nullptr, nullptr, nullptr, (int *)nullptr); 
# 89
return 0; 
# 90
} 

# 1 "v002136.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c24cd149_10_v002136_cu_eedb28c8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002136.cudafe1.stub.c"
#include "v002136.cudafe1.stub.c"
# 1 "v002136.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
