# 1 "v001462.cu"
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
# 13 "v001462.cu"
__attribute__((visibility("hidden"))) void decay5(float *buf6, short cfg7, unsigned beta8, const int *src9) ;
#if 0
# 14
{ 
# 15
unsigned i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
#pragma unroll
for (
# 17
int it11 = 10; it11 > 0; --it11) { 
# 18
if (i10 > beta8) { 
# 19
break; }  
# 20
int x12 = (*src9) * 63; 
# 21
if (it11 != (((__device_builtin_variable_threadIdx.z) < beta8) ? cfg7 : it11)) { 
# 22
return; }  
# 23
}  
# 24
} 
#endif
# 26 "v001462.cu"
namespace _GLOBAL__N__e4eb4240_10_v001462_cu_54c18717 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__e4eb4240_10_v001462_cu_54c18717; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__e4eb4240_10_v001462_cu_54c18717 __attribute__((visibility("hidden")))  { 
# 27
__attribute__((section("__nv_managed_data__"))) static int *m_update13 = 0; 
# 29
void march14_kernel(float p15) ;
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern int dyn_16[]; 
# 32
unsigned tid17 = __device_builtin_variable_threadIdx.x; 
# 33
switch ((tid17 & (1)) ? tid17 : (__device_builtin_variable_gridDim.x)) { 
# 34
case 2:  { 
# 35
constexpr float lo18 = (14); 
# 36
auto cnt19 = ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update13))) += tid17), ((((__device_builtin_variable_threadIdx.x) < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update13)))) ? __device_builtin_variable_threadIdx.x : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update13)))) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update13)))))); 
# 37
break; 
# 38
} 
# 39
default:  
# 40
break; 
# 41
}  
# 42
} 
#endif
# 43 "v001462.cu"
}
# 45
struct Span20 { 
# 46
unsigned count21; 
# 47
double weight22; 
# 48
}; 
# 50
inline Span20 operator+(Span20 a, Span20 b) 
# 51
{ 
# 52
Span20 r = a; 
# 53
(r.count21) += (b.count21); 
# 54
(r.weight22) += (b.weight22); 
# 55
return r; 
# 56
} 
# 58
int main() 
# 59
{ 
# 60
int n23 = 4036; 
# 61
do { (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update13))) += (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update13))); } while (0); 
# 62
const char *prod24 = ("warp size_tail"); 
# 63
(__cudaPushCallConfiguration(((dim3)(128)), 512)) ? (void)0 : decay5(nullptr, 4229U - (prod24[0]), (58 * (prod24[1])) + 63, (const int *)nullptr); 
# 64
(__cudaPushCallConfiguration(512, 256, 4096, (cudaStream_t)0)) ? (void)0 : march14_kernel(9 * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update13))) - n23)); 
# 65
return 0; 
# 66
} 

# 1 "v001462.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e4eb4240_10_v001462_cu_54c18717
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001462.cudafe1.stub.c"
#include "v001462.cudafe1.stub.c"
# 1 "v001462.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
