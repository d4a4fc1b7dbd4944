# 1 "v000070.cu"
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
# 16 "v000070.cu"
enum class Mode6: unsigned { 
# 17
High7, 
# 18
On8, 
# 19
Idle9, 
# 20
Slow10, 
# 21
Idle11 = 5U
# 22
}; 
# 24
__attribute__((visibility("hidden"))) void fold12_kernel(float *out13) ;
#if 0
# 24
{ 
# 25
static_assert(((25 * 2) == 50), "bad config");
# 26
(out13[6]) = (2.75F); 
# 27
int iter14 = 0; 
# 28
do { 
# 29
(out13[0]) = (sizeof(float)); 
# 30
bool q15 = (iter14 / 256) < ((*out13) - (633)); 
# 31
++iter14; 
# 32
} while (iter14 < 7); 
# 33
--(out13[iter14]); 
# 34
} 
#endif
# 35 "v000070.cu"
static float d_decay16; 
# 37
__attribute__((visibility("hidden"))) void blend17_kernel(const unsigned *input18) ;
#if 0
# 37
{ 
# 38
Mode6 q19 = Mode6::Slow10; 
# 39
const int f20 = (size_t)d_decay16; 
# 40
q19 = q19; 
# 41
if (44UL != (*input18)) { 
# 42
d_decay16 = (2606UL); 
# 43
static_assert(((12 + 31) > 42), "bad config");
# 44
}  
# 45
} 
#endif
# 48 "v000070.cu"
__attribute__((visibility("hidden"))) void step21_kernel(unsigned *data22, const float *input23) ;
#if 0
# 48
{ 
# 49
(*data22) = (d_decay16 / ((*data22) - ((256) ^ (data22[3])))); 
# 50
if ((data22[7]) > (*input23)) { 
# 51
return; 
# 52
}  
# 53
int x24[4]{7, 3, 7, 6}; 
# 54
d_decay16++; 
# 55
d_decay16 = ((*data22) + (x24[3])); 
# 56
} 
#endif
# 58 "v000070.cu"
__attribute__((visibility("hidden"))) void split25(char *data26, int count27, unsigned *acc28) ;
#if 0
# 58
{ 
# 59
switch (count27) { 
# 60
case 1:  
# 61
++(acc28[count27 & 7]); 
# 62
if (count27 != (count27 / 41)) { 
# 63
return; 
# 64
}  
# 65
break; 
# 66
case 0:  
# 67
break; 
# 68
case 12:  
# 69
break; 
# 70
}  
# 71
float diff29[4] = {}; 
# 72
(acc28[4]) &= (((short)3270L) & (((data26[count27]) & 1) ? *data26 : (data26[6]))); 
# 73
int off30 = (44LL); 
# 74
} 
#endif
# 76 "v000070.cu"
int main() { 
# 77
int size31 = 1345; 
# 78
size31 = size31; 
# 79
size31 &= 9U; 
# 80
size31 = size31; 
# 81
(__cudaPushCallConfiguration((12 + 116) * 4, 64)) ? (void)0 : fold12_kernel(nullptr); 
# 82
(__cudaPushCallConfiguration(4, sizeof(unsigned) * (16))) ? (void)0 : blend17_kernel(nullptr); 
# 83
(__cudaPushCallConfiguration(1, 56 + (12 + (12 + 176)))) ? (void)0 : step21_kernel(nullptr, nullptr); 
# 84
return 0; 
# 85
} 

# 1 "v000070.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4e64ead9_10_v000070_cu_6dd330c6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000070.cudafe1.stub.c"
#include "v000070.cudafe1.stub.c"
# 1 "v000070.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
