# 1 "v000710.cu"
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
# 20 "v000710.cu"
enum Axis8 { RED9, BUSY10, MUL11 = 7, IDLE12}; 
# 21
using ptr13_t = int *; 
# 22
enum Axis14: short { SLOW15, GREEN16, MUL17 = 4}; 
# 24
float smooth18(int n19, int len20) { 
# 25
Axis14 e21 = SLOW15; 
# 26
float w22(n19); 
# 27
return 25L; 
# 28
} 
# 30
__attribute__((visibility("hidden"))) void smooth23(const double *in24, Axis14 alpha25, short *__restrict__ data26, const int *input27) ;
#if 0
# 30
{ 
# 31
if (((input27[1]) >= (in24[5])) || ((in24[1]) > (*input27))) { 
# 32
return; 
# 33
}  
# 34
(*data26)--; 
# 35
--(data26[1]); 
# 36
} 
#endif
# 38 "v000710.cu"
__attribute__((visibility("hidden"))) void kick28_kernel(unsigned short *buf29, const int *coef30) ;
#if 0
# 38
{ 
# 39
(buf29[5]) = ((char)((buf29[0]) / (BUSY10))); 
# 40
(*buf29) %= sizeof(unsigned); 
# 41
unsigned long long acc31 = (buf29[6]) - (+(((*coef30) & 1) ? buf29[3] : (*buf29))); 
# 42
if (((*buf29) - (((*buf29) += 8), (*coef30))) >= (buf29[4])) { 
# 43
double off32[7] = {(19LL), (0.375), (14.125)}; 
# 44
float idx33 = ((*coef30) > (*buf29)) ? *coef30 : (*buf29); 
# 45
long z34[2] = {(5U), static_cast< long>(off32[acc31])}; 
# 46
} else { 
# 47
}  
# 48
} 
#endif
# 50 "v000710.cu"
__attribute__((visibility("hidden"))) void combine35(short cfg36, int n37) ;
#if 0
# 50
{ 
# 51
int m38[3]{48, static_cast< int>(cfg36), 4}; 
# 52
cfg36 >>= n37; 
# 53
const int v39 = (cfg36 > 63UL) ? cfg36 : 63UL; 
# 54
(m38[2])--; 
# 55
n37 |= (-(static_cast< short>(1398U))); 
# 56
Axis14 v40 = GREEN16; 
# 57
} 
#endif
# 59 "v000710.cu"
int main() { 
# 60
int len41 = 2164; 
# 61
unsigned char flag42 = smooth18((len41 << len41) % 3UL, len41); 
# 62
double t43 = (24.375); 
# 63
smooth18(t43, t43); 
# 64
t43 += (279); 
# 65
t43 += flag42; 
# 66
(__cudaPushCallConfiguration(dim3(2, 512), sizeof(float) * (16), 5 + 251, 0)) ? (void)0 : smooth23(&t43, SLOW15, nullptr, &len41); 
# 67
(__cudaPushCallConfiguration(32, dim3((len41 + 127) / 128, 1 << 5))) ? (void)0 : kick28_kernel(static_cast< unsigned short *>(nullptr), &len41); 
# 68
(__cudaPushCallConfiguration(sizeof(int) * (16), 1 << (2 + 5))) ? (void)0 : combine35((smooth18(len41, flag42)) + (len41 + t43), smooth18(SLOW15, 5 * flag42)); 
# 69
return 0; 
# 70
} 

# 1 "v000710.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dc212fc1_10_v000710_cu_7a433b24
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000710.cudafe1.stub.c"
#include "v000710.cudafe1.stub.c"
# 1 "v000710.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
