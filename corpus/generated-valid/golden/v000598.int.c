# 1 "v000598.cu"
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
# 13 "v000598.cu"
__attribute__((section("__nv_managed_data__"))) static float *m_combine7 = 0; 
# 14
__attribute__((unused)) int apply8(int len9, int n10) {int volatile ___ = 1;(void)len9;(void)n10;
# 19
::exit(___);}
#if 0
# 14
{ 
# 15
++len9; 
# 16
short tmp11 = (len9 / 53UL) - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_combine7))) / (2)); 
# 17
n10 *= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_combine7))) / (2)); 
# 18
return 27U; 
# 19
} 
#endif
# 20 "v000598.cu"
static void pack12_kernel(int *buf13) ;
#if 0
# 20
{ 
# 21
--(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_combine7))); 
# 22
auto s14 = apply8(8 << (buf13[5]), sizeof(char)) + (*buf13); 
# 23
} 
#endif
# 24 "v000598.cu"
__attribute__((unused)) void merge15(int lane16, unsigned long long *buf17) {int volatile ___ = 1;(void)lane16;(void)buf17;
# 38
::exit(___);}
#if 0
# 24
{ 
# 25
int w18 = 0; 
# 26
do { 
# 27
auto flag19 = (1 + lane16) * w18; 
# 28
++w18; 
# 29
} while (w18 < w18); 
# 30
if (w18 >= w18) { 
# 31
return; }  
# 32
if ((static_cast< signed char>(lane16)) < (lane16 - apply8(32, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_combine7)))))) { 
# 33
auto lim20 = apply8(24, w18 >> ((-0) % w18)); 
# 34
if ((buf17[2]) < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_combine7)))) { 
# 35
return; }  
# 36
}  
# 37
int lo21{(40ULL)}; 
# 38
} 
#endif
# 39 "v000598.cu"
int main() { 
# 40
int count22 = 2251; 
# 41
auto step24 = [=]() { 
# 42
for (int j23 = 0; j23 < 6; ++j23) { 
# 43
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_combine7))) /= (static_cast< long>(8 + ((count22) << 4))); 
# 44
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_combine7)))++; 
# 45
}  
# 46
} ; typedef decltype(step24) __T0;
# 47
step24(); 
# 48
(__cudaPushCallConfiguration(8 + 8, sizeof(int) * (8 + 8), sizeof(int) * (64))) ? (void)0 : pack12_kernel(nullptr); 
# 49
static long x25 = (851); 
# 50
cudaStream_t w26 = (0); 
# 51
(__cudaPushCallConfiguration(16 + (24 + 88), sizeof(unsigned) * (64), 8 + 248, 0)) ? (void)0 : pack12_kernel(nullptr); 
# 52
return 0; 
# 53
} 

# 1 "v000598.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__642dede4_10_v000598_cu_ba2aaea2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000598.cudafe1.stub.c"
#include "v000598.cudafe1.stub.c"
# 1 "v000598.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
