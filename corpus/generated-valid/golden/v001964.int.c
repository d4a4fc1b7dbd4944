# 1 "v001964.cu"
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
# 18 "v001964.cu"
short scatter5(const double *src6) 
# 19
{ 
# 20
float z7 = ('A'); 
# 21
z7 = (src6[1]); 
# 22
z7++; 
# 23
double *hi8 = const_cast< double *>(src6); 
# 24
int w9[6]{43, 5, ('A'), (2565U), 55, 2198}; 
# 25
z7++; 
# 26
return ((w9[3]) + (w9[2])) | (w9[3]); 
# 27
} 
# 29
__attribute__((visibility("hidden"))) void filter10_kernel(int n11) ;
#if 0
# 30
{ 
# 31
int pass12 = 0; 
# 32
do { 
# 33
float f13 = (3.875F); 
# 34
++pass12; 
# 35
} while (pass12 < pass12); 
# 36
double y14 = pass12 * (((42) / (__device_builtin_variable_threadIdx.x)) - (+(__device_builtin_variable_blockIdx.z))); 
# 37
} 
#endif
# 39 "v001964.cu"
float combine15(unsigned cfg16) 
# 40
{ 
# 41
int u17[8] = {}; 
# 42
(u17[cfg16])++; 
# 43
scatter5((const double *)nullptr); 
# 44
cfg16--; 
# 45
(u17[cfg16]) = (((scatter5(nullptr)) - cfg16) & (scatter5(nullptr))); 
# 46
if (scatter5((const double *)nullptr)) { 
# 47
return (u17[6]) + ((u17[4]) * (u17[cfg16])); 
# 48
}  
# 49
return (23.875F); 
# 50
} 
# 52
__attribute__((visibility("hidden"))) void merge18(const float *in19) ;
#if 0
# 53
{ 
# 54
__attribute__((unused)) extern int dyn_20[]; 
# 55
int gid21 = __device_builtin_variable_threadIdx.x; 
# 56
constexpr int k22 = (20UL); 
# 57
combine15(scatter5((const double *)nullptr)); 
# 58
(dyn_20[0])++; 
# 59
} 
#endif
# 60 "v001964.cu"
enum Axis23: short { OFF24 = 2, MUL25, LOW26 = 9, ON27}; 
# 62
int main() 
# 63
{ 
# 64
int len28 = 771; 
# 65
unsigned long x29[5] = {}; 
# 66
long long lo30(combine15(len28 | len28) - (((x29[len28]) & (x29[4])) / 18UL)); 
# 67
(--len28), ((x29[lo30]) = (scatter5(nullptr))); 
# 68
++lo30; 
# 69
(x29[0]) = ((lo30 += (x29[lo30])), ((57) * lo30)); 
# 70
(__cudaPushCallConfiguration(4, 512)) ? (void)0 : filter10_kernel(x29[len28]); 
# 71
(__cudaPushCallConfiguration((len28 + 255) / 256, 256)) ? (void)0 : merge18(nullptr); 
# 72
return 0; 
# 73
} 

# 1 "v001964.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7d1e0e42_10_v001964_cu_8ed15adf
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001964.cudafe1.stub.c"
#include "v001964.cudafe1.stub.c"
# 1 "v001964.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
