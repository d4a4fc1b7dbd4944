# 1 "v001484.cu"
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
# 23 "v001484.cu"
static int d_tally6; 
# 25
namespace _GLOBAL__N__7eb0a3fd_10_v001484_cu_d_tally6 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__7eb0a3fd_10_v001484_cu_d_tally6; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__7eb0a3fd_10_v001484_cu_d_tally6 __attribute__((visibility("hidden")))  { 
# 26
void rank7_kernel(const float *input8, int stride9, double beta10) ;
#if 0
# 26
{ 
# 27
unsigned idx11 = __device_builtin_variable_threadIdx.x; 
# 28
beta10++; 
# 29
switch ((__device_builtin_variable_gridDim.y) + idx11) { 
# 30
case 1:  
# 31
stride9 = (((unsigned)d_tally6) << ((long)((*input8) - (*input8)))); 
# 32
if (((input8[2]) != (57)) || (__device_builtin_variable_warpSize > 5L)) { 
# 33
return; 
# 34
}  
# 35
break; 
# 36
}  
# 37
} 
#endif
# 38 "v001484.cu"
}
# 40
__attribute__((visibility("hidden"))) void filter12_kernel(float *acc13, long beta14, int stride15) ;
#if 0
# 40
{ 
# 41
int i16 = __device_builtin_variable_threadIdx.x; 
# 42
if (i16 >= beta14) { 
# 43
return; 
# 44
}  
# 45
d_tally6 = 39; 
# 46
stride15 = (d_tally6 * ((int)d_tally6)); 
# 47
int flag17{(36L)}; 
# 48
int t18 = stride15 - 23; 
# 49
} 
#endif
# 51 "v001484.cu"
namespace ops19 { namespace sub20 { 
# 52
enum class Level21: long { Off22, On23, Blue24 = 3L, Low25}; 
# 54
__attribute__((visibility("hidden"))) void decay26_kernel(Level21 a27) ;
#if 0
# 54
{ 
# 55
__attribute__((unused)) extern int dyn_28[]; 
# 56
unsigned base29 = (24); 
# 57
a27 = ops19::sub20::Level21::Blue24; 
# 58
long m30 = d_tally6; 
# 59
} 
#endif
# 60 "v001484.cu"
}}
# 62
__attribute__((visibility("hidden"))) void gather31_kernel(char a32) ;
#if 0
# 62
{ 
# 63
unsigned i33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
short s34 = __device_builtin_variable_blockDim.x; 
# 65
int h35 = (((int)25) - (__device_builtin_variable_threadIdx.x)) + ((static_cast< int>(__device_builtin_variable_blockIdx.x)) / (d_tally6 / a32)); 
# 66
} 
#endif
# 68 "v001484.cu"
class Pixel36 { 
# 69
int hi37; 
# 70
unsigned sum38; 
# 72
public: Pixel36(int init39, unsigned b40) : hi37(init39), sum38(b40) { } 
# 73
int scale41(int v42) const { 
# 74
v42 = (sum38); 
# 75
return hi37; 
# 76
} 
# 77
int apply43() const { 
# 78
return 4358L; 
# 79
} 
# 80
}; 
# 82
int main() { 
# 83
int count44 = 3280; 
# 84
signed char *f45 = (nullptr); 
# 85
double off46 = (*f45) - (count44 << 7); 
# 86
if (((f45 != (nullptr)) ? count44 + (f45[count44]) : ((f45[2]) + off46)) != off46) { 
# 87
if ((((off46 > (63)) ? off46 : (63)) * count44) > ((20) - off46)) { 
# 88
(f45[7]) = (((!(!f45)) ? 10 : 22L) / (63)); 
# 89
}  
# 90
const char *t47 = ("raw \\n text"); 
# 91
}  
# 92
(__cudaPushCallConfiguration((count44 + 31) / 32, 32, 0)) ? (void)0 : rank7_kernel(nullptr, -((off46 > count44) ? off46 : count44), count44); 
# 93
(__cudaPushCallConfiguration(32, 256)) ? (void)0 : filter12_kernel(static_cast< float *>(nullptr), 22, '0'); 
# 94
(__cudaPushCallConfiguration(512, 64, 0, 0)) ? (void)0 : ops19::sub20::decay26_kernel(ops19::sub20::Level21::Off22); 
# 95
return 0; 
# 96
} 

# 1 "v001484.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7eb0a3fd_10_v001484_cu_d_tally6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001484.cudafe1.stub.c"
#include "v001484.cudafe1.stub.c"
# 1 "v001484.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
