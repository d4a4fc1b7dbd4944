#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001405.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6split5iPKl(int, const long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe30_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7accum35Pf(float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6split5iPKl(int __par0, const long *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, const long *))split5)), 0U);}
# 14 "v001405.cu"
void split5( int __cuda_0,const long *__cuda_1)
# 15 "v001405.cu"
{__device_stub__Z6split5iPKl( __cuda_0,__cuda_1);
# 26 "v001405.cu"
}
# 1 "v001405.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14probe30_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))probe30_kernel)), 0U); }
# 64 "v001405.cu"
void probe30_kernel( int __cuda_0)
# 65 "v001405.cu"
{__device_stub__Z14probe30_kerneli( __cuda_0);
# 73 "v001405.cu"
}
# 1 "v001405.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7accum35Pf( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))accum35)), 0U); }
# 75 "v001405.cu"
void accum35( float *__cuda_0)
# 76 "v001405.cu"
{__device_stub__Z7accum35Pf( __cuda_0);
# 85 "v001405.cu"
}
# 1 "v001405.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float *))accum35), _Z7accum35Pf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))probe30_kernel), _Z14probe30_kerneli, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, const long *))split5), _Z6split5iPKl, 256); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
