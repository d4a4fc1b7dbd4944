# 1 "v001993.cu"
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
# 17 "v001993.cu"
__attribute__((visibility("hidden"))) void sweep7(int lane8, float *buf9) ;
#if 0
# 17
{ 
# 18
(buf9[4]) = ((4 * lane8) + (buf9[lane8])); 
# 19
lane8 = (lane8 / 2); 
# 20
--lane8; 
# 21
long f10 = lane8 - (buf9[lane8]); 
# 22
--(*buf9); 
# 23
(buf9[lane8]) = ((lane8 + (lane8 & 39)) * (*buf9)); 
# 24
++f10; 
# 25
} 
#endif
# 27 "v001993.cu"
__attribute__((unused)) double combine11(int stride12, float beta13) {int volatile ___ = 1;(void)stride12;(void)beta13;
# 36
::exit(___);}
#if 0
# 27
{ 
# 28
if (beta13 >= stride12) { 
# 29
return -(24.875F); 
# 30
}  
# 31
beta13 = stride12; 
# 32
size_t u14[8]{(866), (static_cast< size_t>(8)), (47), (2173), (static_cast< unsigned long>(40L)), (35), 9UL, (44)}; 
# 33
(u14[3]) = beta13; 
# 34
beta13 = (11 & (stride12 ^ 29)); 
# 35
return beta13; 
# 36
} 
#endif
# 38 "v001993.cu"
__attribute__((visibility("hidden"))) void reduce15(int lane16, int lane17) ;
#if 0
# 38
{ 
# 39
int hi18((-2)); 
# 40
float idx19[4]{(-(14.125F)), (1.25F), (-25), (11.5F)}; 
# 41
(idx19[hi18]) = (64 + lane16); 
# 42
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 44 "v001993.cu"
__attribute__((unused)) static double reduce20(int lane21, int len22) {int volatile ___ = 1;(void)lane21;(void)len22;
# 52
::exit(___);}
#if 0
# 44
{ 
# 45
lane21 = len22; 
# 46
if (lane21 > 8) { 
# 47
return len22; 
# 48
}  
# 49
lane21 = (static_cast< unsigned>(51)); 
# 50
lane21--; 
# 51
return lane21 + 22U; 
# 52
} 
#endif

#pragma GCC diagnostic pop

# 54 "v001993.cu"
class Acc23 { 
# 55
float y24; 
# 56
double y25; 
# 58
public: Acc23(float init26, double init27) : y24(init26), y25(init27) { } 
# 59
double bump28() const { 
# 60
return y24; 
# 61
} 
# 62
double get29(unsigned mid30) const { 
# 63
return (0.5); 
# 64
} 
# 65
}; 
# 66
typedef int idx31_t; 
# 69
__attribute__((visibility("hidden"))) void march32_kernel(const unsigned long long *input33) ;
#if 0
# 69
{ 
# 70
__attribute__((unused)) static idx31_t sh_34[8 + 8]; 
# 71
} 
#endif
# 73 "v001993.cu"
static void update35(long long beta36, Acc23 a37, const Acc23 beta38, float *__restrict__ buf39) ;
#if 0
# 73
{ 
# 74
beta36 = ((*buf39) + beta36); 
# 75
__attribute__((unused)) static idx31_t sh_40[16]; 
# 76
--(sh_40[0]); 
# 77
} 
#endif
# 78 "v001993.cu"
typedef Acc23 rec41_t; 
# 80
__attribute__((unused)) void combine42(int count43, int lane44) {int volatile ___ = 1;(void)count43;(void)lane44;
# 83
::exit(___);}
#if 0
# 80
{ 
# 81
count43 = lane44; 
# 82
--count43; 
# 83
} 
#endif
# 85 "v001993.cu"
__attribute__((visibility("hidden"))) void probe45(idx31_t count46, int count47, const short *__restrict__ in48, float *__restrict__ data49) ;
#if 0
# 85
{ 
# 86
(data49[count47 & 7]) = (count47 / 2); 
# 87
(data49[2]) = (sizeof(char)); 
# 88
(data49[count46]) = (*data49); 
# 89
} 
#endif
# 91 "v001993.cu"
int main() { 
# 92
int count50 = 3151; 
# 93
count50 = ((int)26); 
# 94
count50 = 54; 
# 95
count50 = count50; 
# 96
count50 = count50; 
# 97
(__cudaPushCallConfiguration(64 * 2, 256)) ? (void)0 : sweep7((count50 - sizeof(unsigned)) / (2), nullptr); 
# 98
(__cudaPushCallConfiguration(2, 8 + 248, sizeof(int) * (64))) ? (void)0 : reduce15(count50 - 8, 40); 
# 99
(__cudaPushCallConfiguration(2, 4 * 16, 1024)) ? (void)0 : march32_kernel(static_cast< const unsigned long long *>(nullptr)); 
# 100
return 0; 
# 101
} 

# 1 "v001993.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6299a12a_10_v001993_cu_e988a7be
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001993.cudafe1.stub.c"
#include "v001993.cudafe1.stub.c"
# 1 "v001993.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
