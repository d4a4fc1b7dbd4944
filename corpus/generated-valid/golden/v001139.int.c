# 1 "v001139.cu"
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
# 7 "v001139.cu"
void sift2(int len3 = 804) { 
# 8
++len3; 
# 9
float m4 = (len3 - 2282) * ((19.75F) + (len3 + len3)); 
# 10
m4++; 
# 11
if ((len3 - m4) <= (-m4)) { 
# 12
float k5(53 << (static_cast< int>(len3))); 
# 13
}  
# 14
bool cnt6(m4 >= (len3 >> 9)); 
# 15
} 
# 17
__attribute__((visibility("hidden"))) void score7(int *__restrict__ out8, int *acc9) ;
#if 0
# 17
{ 
# 18
unsigned gid10 = __device_builtin_variable_threadIdx.x; 
# 20
#pragma unroll
for (
# 20
int i11 = 6; i11 > 0; --i11) { 
# 21
if (!((gid10 <= (__device_builtin_variable_blockIdx.y)) || (acc9 != (nullptr)))) { 
# 22
unsigned hi12[2] = {}; 
# 23
unsigned flag13 = (short)(((__device_builtin_variable_threadIdx.x) * (21)) - ((__device_builtin_variable_blockDim.z) - gid10)); 
# 24
auto prod14 = 53; 
# 25
}  
# 26
}  
# 27
} 
#endif
# 28 "v001139.cu"
static int c_kick15[8]; 
# 30
__attribute__((visibility("hidden"))) void march16_kernel(int len17, float alpha18, float p19, float *__restrict__ out20) ;
#if 0
# 30
{ 
# 31
int tid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
if (tid21 >= len17) { 
# 33
return; 
# 34
}  
# 35
float prod22{(static_cast< float>((17.125F)))}; 
# 36
sift2(1UL); 
# 37
if (((__device_builtin_variable_blockDim.x) > (__device_builtin_variable_threadIdx.x)) && (!out20) && (p19 <= prod22)) { 
# 38
__attribute__((unused)) static double sh_23[256]; 
# 39
}  
# 40
sift2(len17); 
# 41
float acc24[5] = {}; 
# 42
} 
#endif
# 44 "v001139.cu"
__attribute__((unused)) int bump25(int stride26 = 53) {int volatile ___ = 1;(void)stride26;
# 49
::exit(___);}
#if 0
# 44
{ 
# 45
stride26 = ((((c_kick15[stride26]) + (c_kick15[stride26])) - (static_cast< long long>(__device_builtin_variable_blockDim.x))) - (((c_kick15[__device_builtin_variable_threadIdx.y]) != (c_kick15[stride26])) ? (short)(__device_builtin_variable_threadIdx.z) : (c_kick15[stride26]))); 
# 46
__attribute__((unused)) static unsigned short sh_27[256]; 
# 47
stride26 = (c_kick15[stride26]); 
# 48
return c_kick15[2]; 
# 49
} 
#endif
# 51 "v001139.cu"
static void probe28_kernel(long long *out29, int lane30, unsigned beta31) ;
#if 0
# 51
{ 
# 52
__attribute__((unused)) extern signed char dyn_32[]; 
# 53
int idx33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
int iter34 = 0; 
# 55
do { 
# 56
(dyn_32[iter34]) = iter34; 
# 57
++iter34; 
# 58
} while (iter34 < iter34); 
# 59
double flag35{((15.875F))}; 
# 60
} 
#endif
# 61 "v001139.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_spread36 = 0; 
# 63
static void host_gather37(unsigned short *acc38, float p39 = (8.125F)) { 
# 64
static float hi40 = (21.625F); 
# 65
const char *acc41 = ("C:\\dir"); 
# 66
(__cudaPushCallConfiguration(((dim3)(256)), 1 << 5, 1024)) ? (void)0 : score7(nullptr, nullptr); 
# 67
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread36))) + 255) / 256, 256, 0)) ? (void)0 : probe28_kernel(nullptr, acc38[3], (acc41[0]) << (acc38[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread36)))])); 
# 68
hi40 = (49UL << ((acc38[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread36)))]) + (4252 << (acc38[4])))); 
# 69
} 
# 71
int main() { 
# 72
int count42 = 52; 
# 73
cudaStream_t lim43 = (nullptr); 
# 74
float *res44 = (nullptr); 
# 75
(__cudaPushCallConfiguration(dim3(sizeof(int) * (64), sizeof(float) * (128), 256), 1 << 9, 0, (cudaStream_t)0)) ? (void)0 : march16_kernel((count42 >= 35UL) ? 22 + count42 : ((int)(*res44)), ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread36))) * count42) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread36))), -9LL, res44); 
# 76
return 0; 
# 77
} 

# 1 "v001139.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__abc7db82_10_v001139_cu_f860707f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001139.cudafe1.stub.c"
#include "v001139.cudafe1.stub.c"
# 1 "v001139.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
