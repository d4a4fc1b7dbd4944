# 1 "v001673.cu"
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
# 27 "v001673.cu"
struct __attribute((aligned(16))) Cell11 { 
# 28
short val12; 
# 29
int w13, z14; 
# 30
short norm15() const { 
# 31
return ((w13) * (w13)) + (2 * (z14)); 
# 32
} 
# 33
short norm16(float u17) const { 
# 34
--u17; 
# 35
return ((32) - u17) - (w13); 
# 36
} 
# 37
}; 
# 39
__attribute__((visibility("hidden"))) void trace18_kernel(int *out19, int *buf20, long alpha21) ;
#if 0
# 39
{ 
# 40
unsigned lim22 = out19[alpha21]; 
# 41
int pass23 = 0; 
# 42
while (pass23 < 12) { 
# 43
int h24 = 62; 
# 44
Cell11 diff25 = Cell11{static_cast< short>(h24), 5, 15}; 
# 45
++pass23; 
# 46
}  
# 47
} 
#endif
# 48 "v001673.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned char *m_clamp26 = 0; 
# 50
__attribute__((visibility("hidden"))) void clamp27(double *data28) ;
#if 0
# 50
{ 
# 51
float *m29 = reinterpret_cast< float *>(data28); 
# 52
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp26))) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp26))); 
# 53
__attribute__((unused)) static int sh_30[8]; 
# 54
for (int y31 : sh_30) { 
# 55
(sh_30[y31])++; 
# 56
int x32{14}; 
# 57
}  
# 58
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 60 "v001673.cu"
template< class T, int N> static void 
# 61
__wrapper__device_stub_tile33_kernel(T &cfg34, long *&buf35) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 61
{ 
# 62
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp26))) & 1) { 
# 63
return; 
# 64
}  
# 65
Cell11 diff36 = Cell11{(50U), 20, (-54)}; 
# 66
__attribute__((unused)) static int sh_37[16]; 
# 67
if ((diff36.w13) > (buf35[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp26))) & 7])) { 
# 68
return; 
# 69
}  
# 70
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp26))) = ((0 + (cfg34 + 32)) - 34); 
# 71
} 
#endif

#pragma GCC diagnostic pop

# 60 "v001673.cu"
template< class T, int N> static void 
# 61
tile33_kernel(T cfg34, long *buf35) {__wrapper__device_stub_tile33_kernel<T,N>(cfg34,buf35);
# 71
return;}
#if 0
# 61
{ 
# 62
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp26))) & 1) { 
# 63
return; 
# 64
}  
# 65
Cell11 diff36 = Cell11{(50U), 20, (-54)}; 
# 66
__attribute__((unused)) static int sh_37[16]; 
# 67
if ((diff36.w13) > (buf35[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp26))) & 7])) { 
# 68
return; 
# 69
}  
# 70
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp26))) = ((0 + (cfg34 + 32)) - 34); 
# 71
} 
#endif
# 73 "v001673.cu"
unsigned short lerp38(float a39, float a40, Cell11 cfg41) { 
# 74
a39 = ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp26))) & 50) + 5) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp26)))); 
# 75
(__cudaPushCallConfiguration(sizeof(int) * (8), sizeof(unsigned) * (32), 4096)) ? (void)0 : trace18_kernel(nullptr, nullptr, -(29 + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp26))))); 
# 76
return (8 - (cfg41.val12)) | (28 * (cfg41.val12)); 
# 77
} 
# 79
int main() { 
# 80
int len42 = 1635; 
# 81
len42 = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp26))) % 8); 
# 82
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp26))) = (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp26))) + (2 % len42)) - 255); 
# 83
(__cudaPushCallConfiguration(16, 128)) ? (void)0 : clamp27(nullptr); 
# 84
(__cudaPushCallConfiguration(128, 16 * (2 + 6))) ? (void)0 : tile33_kernel< int, 1> ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp26))) | (~(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp26)))), (long *)nullptr); 
# 85
return 0; 
# 86
} 

# 1 "v001673.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2cffad9e_10_v001673_cu_7ee1b16b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001673.cudafe1.stub.c"
#include "v001673.cudafe1.stub.c"
# 1 "v001673.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
