# 1 "v000150.cu"
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
# 15 "v000150.cu"
__attribute__((visibility("hidden"))) void fold5(float *acc6, const float *src7) ;
#if 0
# 15
{ 
# 16
__attribute__((unused)) extern int dyn_8[]; 
# 17
int i9 = __device_builtin_variable_threadIdx.x; 
# 18
(acc6[6]) = (5.5F); 
# 19
++(dyn_8[__device_builtin_variable_blockIdx.x]); 
# 20
(dyn_8[__device_builtin_variable_blockDim.x]) = ((dyn_8[__device_builtin_variable_blockDim.z]) * ((__device_builtin_variable_threadIdx.x) - (4))); 
# 21
__attribute__((unused)) static int sh_10[16]; 
# 22
(*acc6) = (8U); 
# 23
(*acc6) = (static_cast< double>((23.875F))); 
# 24
} 
#endif
# 25 "v000150.cu"
static constexpr long TILE11 = (3); 
# 26
enum class Mode12: int { Green13, Add14, Mul15}; 
# 27
__attribute__((section("__nv_managed_data__"))) static float (*m_pivot16)[4] = 0; 
# 34
__attribute__((visibility("hidden"))) void map_reduce18(int *data, int n) ;
#if 0
# 34
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((int)2)); }  } 
#endif
# 35 "v000150.cu"
__attribute__((visibility("hidden"))) void map_sweep19(unsigned *data, int n) ;
#if 0
# 35
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((unsigned)2)); }  } 
#endif
# 36 "v000150.cu"
enum Mode20 { LOW21 = 3, BLUE22 = 5, ADD23, IDLE24}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 37
template< class T, class U> static void 
# 38
__wrapper__device_stub_fuse25_kernel(U *&acc26, int *__restrict__ &acc27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 38
{ 
# 39
unsigned i28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 40
__attribute__((unused)) static long sh_29; 
# 41
T *mid30 = ((T *)nullptr); 
# 42
float lo31 = (47) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot16)))[sh_29]); 
# 43
if ((__device_builtin_variable_gridDim.x) == (mid30[__device_builtin_variable_gridDim.x])) { 
# 44
goto done35; 
# 45
}  
# 46
for (auto base32 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot16)))) { 
# 47
__attribute__((unused)) static double sh_33[8]; 
# 48
__attribute__((unused)) static int sh_34; 
# 49
}  
# 50
done35:; ; 
# 51
} 
#endif

#pragma GCC diagnostic pop

# 37 "v000150.cu"
template< class T, class U> static void 
# 38
fuse25_kernel(U *acc26, int *__restrict__ acc27) {__wrapper__device_stub_fuse25_kernel<T,U>(acc26,acc27);
# 51
return;}
#if 0
# 38
{ 
# 39
unsigned i28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 40
__attribute__((unused)) static long sh_29; 
# 41
T *mid30 = ((T *)nullptr); 
# 42
float lo31 = (47) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot16)))[sh_29]); 
# 43
if ((__device_builtin_variable_gridDim.x) == (mid30[__device_builtin_variable_gridDim.x])) { 
# 44
goto done35; 
# 45
}  
# 46
for (auto base32 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot16)))) { 
# 47
__attribute__((unused)) static double sh_33[8]; 
# 48
__attribute__((unused)) static int sh_34; 
# 49
}  
# 50
done35:; ; 
# 51
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 52 "v000150.cu"
template< class T> static void 
# 53
__wrapper__device_stub_spread36_kernel(const T *&input37, int &stride38) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 53
{ 
# 54
__attribute__((unused)) extern int dyn_39[]; 
# 55
unsigned gid40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
if (gid40 >= stride38) { 
# 57
return; 
# 58
}  
# 59
__attribute__((unused)) static double sh_41[(TILE11 + ((LOW21) + 2)) * (4)]; 
# 60
stride38 = (((__device_builtin_variable_blockIdx.x) + (__device_builtin_variable_threadIdx.y)) - (44)); 
# 61
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot16)))[gid40])--; 
# 62
stride38 = (-37); 
# 63
} 
#endif

#pragma GCC diagnostic pop

# 52 "v000150.cu"
template< class T> static void 
# 53
spread36_kernel(const T *input37, int stride38) {__wrapper__device_stub_spread36_kernel<T>(input37,stride38);
# 63
return;}
#if 0
# 53
{ 
# 54
__attribute__((unused)) extern int dyn_39[]; 
# 55
unsigned gid40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
if (gid40 >= stride38) { 
# 57
return; 
# 58
}  
# 59
__attribute__((unused)) static double sh_41[(TILE11 + ((LOW21) + 2)) * (4)]; 
# 60
stride38 = (((__device_builtin_variable_blockIdx.x) + (__device_builtin_variable_threadIdx.y)) - (44)); 
# 61
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot16)))[gid40])--; 
# 62
stride38 = (-37); 
# 63
} 
#endif
# 64 "v000150.cu"
enum Color42 { ON43 = 2, SLOW44 = 7, GREEN45, GREEN46 = 11}; 
# 65
int main() { 
# 66
int count47 = 1433; 
# 67
auto op49 = [](int m48)->int { 
# 68
(__cudaPushCallConfiguration((ADD23) + 2, dim3((m48 + 127) / 128, 2), sizeof(float) * (256))) ? (void)0 : fold5(nullptr, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot16)))); 
# 69
return m48; 
# 70
} ; typedef decltype(op49) __T0;
# 71
op49((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot16)))[3]); 
# 72
auto op51 = []()->int { 
# 73
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot16)))[1]) = ((34) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot16)))[0])); 
# 74
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot16)))[1])++; 
# 75
unsigned short off50[3] = {}; 
# 76
return off50[2]; 
# 77
} ; typedef decltype(op51) __T1;
# 78
(__cudaPushCallConfiguration((ON43) + 510, 256 * (ON43), sizeof(int) * (128))) ? (void)0 : fuse25_kernel< double, long> (static_cast< long *>(nullptr), &count47); 
# 79
(__cudaPushCallConfiguration((ON43) * 2, 512, sizeof(double) * (64))) ? (void)0 : fold5(nullptr, static_cast< const float *>(nullptr)); 
# 80
(__cudaPushCallConfiguration(16, ((dim3)((count47 + 127) / 128)))) ? (void)0 : map_reduce18(&count47, 27); 
# 81
(__cudaPushCallConfiguration(8, 128, 4096, nullptr)) ? (void)0 : map_sweep19(static_cast< unsigned *>(nullptr), TILE11); 
# 82
(__cudaPushCallConfiguration(1, dim3((count47 + 255) / 256, (GREEN45) + ((LOW21) + 117), 1), 0)) ? (void)0 : spread36_kernel< unsigned> (nullptr, TILE11); 
# 83
return 0; 
# 84
} 

# 1 "v000150.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fff86a1c_10_v000150_cu_a0689bac
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000150.cudafe1.stub.c"
#include "v000150.cudafe1.stub.c"
# 1 "v000150.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
