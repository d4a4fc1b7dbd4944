# 1 "v000982.cu"
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
# 7 "v000982.cu"
static unsigned c_split3[2]; 
# 9
void scatter4(unsigned b5, float b6, float p7) 
# 10
{ 
# 11
auto op10 = [&]()->int { 
# 12
(b5) = (+(((unsigned)45U) - (b6))); 
# 13
auto flag8 = b5; 
# 14
double m9{static_cast< double>(p7)}; 
# 15
return (double)((b5) + (23)); 
# 16
} ; typedef decltype(op10) __T0;
# 17
int *h11 = ((int *)nullptr); 
# 18
signed char y12 = ((('z') + (*h11)) * 39) << b5; 
# 19
int stride13((44UL)); 
# 20
stride13 = b5; 
# 21
unsigned short sum14[4] = {}; 
# 22
} 
# 24
__attribute__((visibility("hidden"))) void probe15(float a16) ;
#if 0
# 25
{ 
# 26
int gid17 = __device_builtin_variable_threadIdx.x; 
# 27
int *x18 = (nullptr); 
# 28
if ((gid17 + (x18[1])) > (c_split3[1])) { 
# 29
return; }  
# 30
a16 = (gid17 - ((int)a16)); 
# 31
__attribute__((unused)) static unsigned sh_19[64]; 
# 32
} 
#endif
# 34 "v000982.cu"
extern "C" __attribute__((visibility("hidden"))) void gather20_kernel(int count21, float cfg22, int lane23, double beta24) ;
#if 0
# 35
{ 
# 36
__attribute__((unused)) extern double dyn_25[]; 
# 37
int i26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
if (i26 >= count21) { 
# 39
return; }  
# 40
(dyn_25[1]) = ((((float)(1.125F)) - count21) + (((count21 += (dyn_25[0])), count21) - (count21 / (10.125)))); 
# 41
int m27{(40UL)}; 
# 42
m27 = (m27 * 59); 
# 43
__attribute__((unused)) static int sh_28[128]; 
# 44
(sh_28[__device_builtin_variable_blockIdx.z]) = ((!((34) == ((__device_builtin_variable_gridDim.x) * (__device_builtin_variable_threadIdx.x)))) ? count21 : (cfg22 * lane23)); 
# 45
signed char lim29[4]{(19U), static_cast< signed char>(beta24), static_cast< signed char>(dyn_25[5]), (-8L)}; 
# 46
--beta24; 
# 47
} 
#endif
# 49 "v000982.cu"
__attribute__((visibility("hidden"))) void tile30(float q31, float alpha32) ;
#if 0
# 50
{ 
# 51
__attribute__((unused)) extern size_t dyn_33[]; 
# 52
int tid34 = __device_builtin_variable_threadIdx.x; 
# 53
alpha32 = q31; 
# 54
int k35 = dyn_33[3]; 
# 55
k35 = ((7) * (((dyn_33[k35]) - (dyn_33[__device_builtin_variable_blockIdx.y])) / (tid34 + 14ULL))); 
# 56
k35--; 
# 57
(dyn_33[1])--; 
# 58
} 
#endif
# 59 "v000982.cu"
static long long g_grow36; 
# 60
static unsigned c_update37[4]; 
# 62
int main() 
# 63
{ 
# 64
int count38 = 230; 
# 65
if ((-count38) < ('a')) { 
# 66
return g_grow36 + g_grow36; }  
# 67
(__cudaPushCallConfiguration(4, 1 << 9, 1 << 10)) ? (void)0 : probe15(g_grow36); 
# 68
scatter4(31, (2.125F), -16); 
# 69
(__cudaPushCallConfiguration(256, 1 << 7)) ? (void)0 : gather20_kernel((count38 + 11) + ((float)g_grow36), -(-(13.375F)), 2, count38); 
# 70
(__cudaPushCallConfiguration((count38 + 127) / 128, 256, 1024, 0)) ? (void)0 : tile30((3.625F) * g_grow36, (19.75F)); 
# 71
return 0; 
# 72
} 

# 1 "v000982.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4132e44b_10_v000982_cu_c_split3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000982.cudafe1.stub.c"
#include "v000982.cudafe1.stub.c"
# 1 "v000982.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
