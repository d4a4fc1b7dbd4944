# 1 "v001492.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 11 "v001492.cu"
template< class T, int N = 7> static void 
# 12
__wrapper__device_stub_bump3(T &a4) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 12
{ 
# 13
a4++; 
# 15
#pragma unroll 4
for (
# 15
int j5 = 10; j5 > 0; --j5) { 
# 16
a4--; 
# 17
unsigned base6{(1)}; 
# 18
}  
# 19
} 
#endif

#pragma GCC diagnostic pop

# 11 "v001492.cu"
template< class T, int N = 7> static void 
# 12
bump3(T a4) {__wrapper__device_stub_bump3<T,N>(a4);
# 19
return;}
#if 0
# 12
{ 
# 13
a4++; 
# 15
#pragma unroll 4
for (
# 15
int j5 = 10; j5 > 0; --j5) { 
# 16
a4--; 
# 17
unsigned base6{(1)}; 
# 18
}  
# 19
} 
#endif
# 20 "v001492.cu"
static unsigned short c_drift7; 
# 21
constexpr int LANES8 = 256; 
# 23
static void decay9(int *buf10, const char *src11) ;
#if 0
# 23
{ 
# 24
if (((*src11) * (*src11)) == 42) { 
# 25
goto finish14; 
# 26
}  
# 27
if (!src11) { 
# 28
--(*buf10); 
# 29
}  
# 30
(buf10[c_drift7]) = 28; 
# 32
#pragma unroll 8
for (
# 32
int j12 = 0; j12 < 6; ++j12) { 
# 33
__attribute__((unused)) static long long sh_13[256]; 
# 34
(sh_13[216])++; 
# 35
}  
# 36
finish14:; ; 
# 37
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 39 "v001492.cu"
template< class T, int N> static void 
# 40
__wrapper__device_stub_update15_kernel(T *&buf16, int *&buf17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 40
{ 
# 41
(buf16[3]) = (((unsigned char)48L) % ((c_drift7 <= c_drift7) ? (long)35 : LANES8)); 
# 42
signed char cnt18 = ((((buf16[c_drift7 & 7]) += (19.25)), 55UL)); 
# 43
} 
#endif

#pragma GCC diagnostic pop

# 39 "v001492.cu"
template< class T, int N> static void 
# 40
update15_kernel(T *buf16, int *buf17) {__wrapper__device_stub_update15_kernel<T,N>(buf16,buf17);
# 43
return;}
#if 0
# 40
{ 
# 41
(buf16[3]) = (((unsigned char)48L) % ((c_drift7 <= c_drift7) ? (long)35 : LANES8)); 
# 42
signed char cnt18 = ((((buf16[c_drift7 & 7]) += (19.25)), 55UL)); 
# 43
} 
#endif
# 44 "v001492.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_reduce19 = 0; 
# 46
__attribute__((visibility("hidden"))) void decay20(int count21) ;
#if 0
# 46
{ 
# 47
for (int j22 = 10; j22 > 0; --j22) { 
# 48
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce19))) = ((LANES8 & (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce19)))) / (c_drift7 - ((unsigned)count21))); 
# 49
}  
# 50
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce19))) = (24 >> (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce19)))); 
# 51
unsigned sum23((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce19)))); 
# 52
for (int n24 = 0, j25 = 4; n24 < j25; (++n24), (--j25)) { 
# 53
constexpr unsigned m26 = (734); 
# 54
__attribute__((unused)) static float sh_27[32]; 
# 55
}  
# 56
} 
#endif
# 58 "v001492.cu"
signed char check_combine28(int count29, int n30, float *dst31) { 
# 59
(dst31[3]) = ((2 * count29) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce19)))); 
# 60
unsigned long m32(sizeof(int)); 
# 61
return (((2) * (m32 / LANES8)) + (n30 ^ count29)); 
# 62
} 
# 64
int main() { 
# 65
int count33 = 3873; 
# 66
(__cudaPushCallConfiguration((count33 + 255) / 256, 64)) ? (void)0 : decay20((long)((int)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce19))))); 
# 67
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce19)))--; 
# 68
(__cudaPushCallConfiguration(dim3(1 << 7, ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce19))) + 127) / 128, 128), sizeof(float) * (32), 0, nullptr)) ? (void)0 : bump3(7L); 
# 69
(__cudaPushCallConfiguration(dim3(64, LANES8, (count33 + 127) / 128), LANES8)) ? (void)0 : decay9(&count33, nullptr); 
# 70
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce19))) + 127) / 128, 1 << 7)) ? (void)0 : update15_kernel< int, 2> (&(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce19))), nullptr); 
# 71
return 0; 
# 72
} 

# 1 "v001492.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__66bbd591_10_v001492_cu_c_drift7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001492.cudafe1.stub.c"
#include "v001492.cudafe1.stub.c"
# 1 "v001492.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
