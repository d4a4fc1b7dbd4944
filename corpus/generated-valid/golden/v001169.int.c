# 1 "v001169.cu"
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
# 15 "v001169.cu"
__attribute__((section("__nv_managed_data__"))) static int (*m_split4)[8] = 0; 
# 17
__attribute__((visibility("hidden"))) void smooth5_kernel(int lane6, int count7, float alpha8) ;
#if 0
# 17
{ 
# 18
unsigned gid9 = __device_builtin_variable_threadIdx.x; 
# 19
if (gid9 >= lane6) { 
# 20
return; 
# 21
}  
# 22
unsigned long long *y10 = ((unsigned long long *)nullptr); 
# 23
(y10[count7]) = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[count7]); 
# 24
} 
#endif
# 26 "v001169.cu"
__attribute__((visibility("hidden"))) void bump11(unsigned long beta12, double q13) ;
#if 0
# 26
{ 
# 27
unsigned idx14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
double v15[3] = {}; 
# 29
float flag16[6] = {}; 
# 30
} 
#endif
# 32 "v001169.cu"
float mix17(double b18 = 4) { 
# 33
b18 = b18; 
# 34
int u19 = b18; 
# 35
return (u19) ? 27 % (u19 + 12) : ((u19 + u19) + 12); 
# 36
} 
# 43
__attribute__((visibility("hidden"))) void map_grow21(float *data, int n) ;
#if 0
# 43
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((float)2)); }  } 
#endif
# 44 "v001169.cu"
__attribute__((visibility("hidden"))) void map_split22(double *data, int n) ;
#if 0
# 44
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 46 "v001169.cu"
__attribute__((visibility("hidden"))) void split23(float alpha24) ;
#if 0
# 46
{ 
# 47
int idx25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[idx25])++), (alpha24 = ((__device_builtin_variable_gridDim.x) * idx25)); 
# 49
int x26 = 60; 
# 50
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 52 "v001169.cu"
template< class T> static void 
# 53
__wrapper__device_stub_step27_kernel(T *&dst28) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 53
{ 
# 54
int gid29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
if ((37 * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[5])) == (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[2]) << 4)) { 
# 56
for (int j30 = 0, j31 = 12; j30 < j31; (++j30), (--j31)) { 
# 57
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[gid29]) = (__device_builtin_variable_blockIdx.y); 
# 58
}  
# 59
(dst28[gid29]) = (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[1]) + (((12 == ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[gid29])) ? __device_builtin_variable_blockDim.x : (12)) - (7.875F))); 
# 60
float off32[8]{(10.125F), (3.0F), (7.0F), (14.5F), (14.625F), (11), (8.375F), ('A')}; 
# 61
}  
# 62
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[gid29]) = (7 * ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[__device_builtin_variable_blockIdx.z]) > (__device_builtin_variable_threadIdx.x)) ? 2105 * gid29 : ((dst28[2]) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[gid29])))); 
# 63
float u33[7] = {(19), (15), (4799), (0.75F), (8.0F), (23.375F), (9.25F)}; 
# 64
} 
#endif

#pragma GCC diagnostic pop

# 52 "v001169.cu"
template< class T> static void 
# 53
step27_kernel(T *dst28) {__wrapper__device_stub_step27_kernel<T>(dst28);
# 64
return;}
#if 0
# 53
{ 
# 54
int gid29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
if ((37 * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[5])) == (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[2]) << 4)) { 
# 56
for (int j30 = 0, j31 = 12; j30 < j31; (++j30), (--j31)) { 
# 57
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[gid29]) = (__device_builtin_variable_blockIdx.y); 
# 58
}  
# 59
(dst28[gid29]) = (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[1]) + (((12 == ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[gid29])) ? __device_builtin_variable_blockDim.x : (12)) - (7.875F))); 
# 60
float off32[8]{(10.125F), (3.0F), (7.0F), (14.5F), (14.625F), (11), (8.375F), ('A')}; 
# 61
}  
# 62
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[gid29]) = (7 * ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[__device_builtin_variable_blockIdx.z]) > (__device_builtin_variable_threadIdx.x)) ? 2105 * gid29 : ((dst28[2]) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[gid29])))); 
# 63
float u33[7] = {(19), (15), (4799), (0.75F), (8.0F), (23.375F), (9.25F)}; 
# 64
} 
#endif
# 66 "v001169.cu"
unsigned host_probe34(const float *__restrict__ input35, unsigned *__restrict__ out36, int stride37) { 
# 67
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[stride37]) = (((9) * (input35[stride37])) * (23 * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[stride37]))); 
# 68
if (stride37) { 
# 69
return *out36; 
# 70
}  
# 71
++(out36[stride37]); 
# 72
const unsigned *mid38 = reinterpret_cast< const unsigned *>(input35); 
# 73
(out36[2]) = (((28 + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[0])) - 12) - (((size_t)406ULL) + (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[5]) << 4))); 
# 74
return (!(stride37 != 24U)) ? ((*mid38) - (mid38[stride37])) - ((int)12) : (+(stride37 * 12)); 
# 75
} 
# 77
int main() { 
# 78
int size39 = 2942; 
# 79
size39++; 
# 80
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[size39]) > size39) { 
# 81
++((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[size39]); 
# 82
++((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[size39]); 
# 83
} else { 
# 84
}  
# 85
(__cudaPushCallConfiguration(dim3(12 + 20, (size39 + 255) / 256, 2 * 2), 128, 0)) ? (void)0 : smooth5_kernel(-38L, (4346L - size39) << ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[size39]), size39); 
# 86
(__cudaPushCallConfiguration(dim3((size39 + 63) / 64, (size39 + 255) / 256), 12 + 500)) ? (void)0 : bump11((13 * size39) * (size39 * (' ')), 9); 
# 87
(__cudaPushCallConfiguration((size39 + 255) / 256, 12 + (12 + (12 + 476)), sizeof(double) * (64))) ? (void)0 : map_grow21((float *)nullptr, +((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split4)))[size39])); 
# 88
return 0; 
# 89
} 

# 1 "v001169.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__632754f2_10_v001169_cu_5c43db0e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001169.cudafe1.stub.c"
#include "v001169.cudafe1.stub.c"
# 1 "v001169.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
