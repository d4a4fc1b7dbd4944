# 1 "v001029.cu"
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
# 20 "v001029.cu"
int blend11(unsigned alpha12, char *dst13) 
# 21
{ 
# 22
(dst13[alpha12 & (7)]) = (*dst13); 
# 23
if ((*dst13) >= 25) { 
# 24
return alpha12 - (63); }  
# 25
if ((*dst13) < 42U) { 
# 26
const unsigned off14 = ((((dst13[alpha12]) / (dst13[alpha12 & (7)])) - 1) > 41LL) ? ((dst13[alpha12]) / (dst13[alpha12 & (7)])) - 1 : 41LL; 
# 27
}  
# 28
if (((int)(*dst13)) >= 28) { 
# 29
return 50U; }  
# 30
return alpha12; 
# 31
} 
# 32
static int c_update15; 
# 33
enum class Mode16 { Low17 = 3, Blue18}; 
# 34
__attribute__((visibility("hidden"))) void warp19_kernel(unsigned beta20) ;
#if 0
# 35
{ 
# 36
beta20 = (c_update15 >> ((beta20 << c_update15) + beta20)); 
# 37
if (((((beta20 > c_update15) ? beta20 : c_update15) > c_update15) ? (beta20 > c_update15) ? beta20 : c_update15 : c_update15) >= ((unsigned)beta20)) { 
# 38
--beta20; 
# 39
if (c_update15 != c_update15) { 
# 40
beta20++; 
# 41
beta20 %= (('\?') * beta20); 
# 42
}  
# 43
const long flag21 = (beta20 & 47U) << ((beta20 += (24)), (-38)); 
# 44
}  
# 45
} 
#endif
# 46 "v001029.cu"
__attribute__((visibility("hidden"))) void blend22(int n23) ;
#if 0
# 47
{ 
# 48
__attribute__((unused)) extern float dyn_24[]; 
# 49
size_t idx25 = n23; 
# 50
--idx25; 
# 51
++(dyn_24[n23]); 
# 52
idx25 = (57L); 
# 53
} 
#endif
# 54 "v001029.cu"
inline void probe26(Mode16 alpha27, int count28, const unsigned *input29) 
# 55
{ 
# 56
float v30{(13.375F)}; 
# 57
auto val31 = input29[count28 & 7]; 
# 58
bool y32 = ((count28 + (val31 - v30)) > (((2) * v30) + val31)) ? v30 : (24L ^ val31); 
# 59
} 
# 60
using kind33_t = Mode16; 
# 61
static unsigned c_sweep34[2]; 
# 62
void host_drift35(int len36, int stride37, unsigned alpha38 = 34) 
# 63
{ 
# 64
stride37 = len36; 
# 65
blend11(blend11(4ULL, nullptr), nullptr); 
# 66
(__cudaPushCallConfiguration(8, 512, 48 + (64 + 3984), nullptr)) ? (void)0 : blend22(blend11(len36, nullptr)); 
# 67
stride37 = blend11(94, (char *)nullptr); 
# 68
len36 %= blend11((len36 >= (stride37 + 63)) ? len36 - 28 : blend11(len36, nullptr), nullptr); 
# 69
stride37 -= len36; 
# 70
} 
# 71
int main() 
# 72
{ 
# 73
int len39 = 2009; 
# 74
blend11(len39, nullptr); 
# 75
int t40 = (40UL); 
# 76
len39 = t40; 
# 77
if (constexpr unsigned diff41 = (3); t40 == (19 << t40)) { 
# 78
(__cudaPushCallConfiguration(48 + (64 + 16), ((dim3)(1 << 7)), 0, 0)) ? (void)0 : warp19_kernel((t40 != (t40 + len39)) ? 64 ^ len39 : len39); 
# 79
t40 &= (5 & blend11((len39 == diff41) ? len39 : t40, (char *)nullptr)); 
# 80
}  
# 81
return 0; 
# 82
} 

# 1 "v001029.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5dfb2197_10_v001029_cu_b6a71750
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001029.cudafe1.stub.c"
#include "v001029.cudafe1.stub.c"
# 1 "v001029.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
