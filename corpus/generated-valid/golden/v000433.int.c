# 1 "v000433.cu"
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
# 12 "v000433.cu"
__attribute__((section("__nv_managed_data__"))) static int (*m_update8)[8] = 0; 
# 14
namespace detail9 { 
# 15
__attribute__((visibility("hidden"))) void rank10(int n11) ;
#if 0
# 16
{ 
# 17
unsigned idx12 = __device_builtin_variable_threadIdx.x; 
# 18
int pass13 = 0; 
# 19
while ((pass13 < pass13) && (((__device_builtin_variable_blockDim.x) >> pass13) > (46))) { 
# 20
int acc14 = (((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update8)))[idx12]) - sizeof(size_t)) == ('A')) ? __device_builtin_variable_blockDim.x : 174UL) & (1970U); 
# 21
switch (idx12) { 
# 22
case 10:  
# 23
acc14++; 
# 24
break; 
# 25
}  
# 26
constexpr int cnt15 = (5 + 4); 
# 27
++pass13; 
# 28
}  
# 29
} 
#endif
# 31 "v000433.cu"
__attribute__((visibility("hidden"))) void warp16(const float *src17) ;
#if 0
# 32
{ 
# 33
int tid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update8)))[3]) ^= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update8)))[2]); 
# 35
int cnt19 = (__alignof__(char)); 
# 36
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update8)))[6]) >>= (tid18 + cnt19); 
# 37
} 
#endif
# 38 "v000433.cu"
static constexpr int STEPS20 = ((1 << 7) + (64 + 64)); 
# 39
}
# 40
static float d_update21; 
# 42
int score22(int count23, int *data24) 
# 43
{ 
# 44
constexpr long z25 = (5 + 6); 
# 45
int iter26 = 0; 
# 46
while (iter26 < 3) { 
# 47
float v27 = (7); 
# 48
++iter26; 
# 49
}  
# 50
int pass28 = 0; 
# 51
do { 
# 52
--count23; 
# 53
++pass28; 
# 54
} while (pass28 < pass28); 
# 55
int s29 = iter26; 
# 56
return -(37 % (count23 - s29)); 
# 57
} 
# 59
int main() 
# 60
{ 
# 61
int count30 = 2214; 
# 62
for (int mid31 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update8)))) { 
# 63
count30 = ((2 * score22(25, nullptr)) + ((((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update8)))[5]) += mid31), ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update8)))[count30 & 7])) < count30) ? 47U : 13UL)); 
# 64
}  
# 65
--count30; 
# 66
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update8)))[count30])--; 
# 67
++count30; 
# 68
if (((2 * count30) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update8)))[5])) <= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update8)))[6])) { 
# 69
return count30; 
# 70
}  
# 71
(__cudaPushCallConfiguration((count30 + 255) / 256, 256)) ? (void)0 : detail9::rank10(score22((2 * count30) + 9, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update8))))); 
# 72
(__cudaPushCallConfiguration((count30 + 255) / 256, 64)) ? (void)0 : detail9::warp16(nullptr); 
# 73
return 0; 
# 74
} 

# 1 "v000433.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__32c0a1e1_10_v000433_cu_6f483fef
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000433.cudafe1.stub.c"
#include "v000433.cudafe1.stub.c"
# 1 "v000433.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
