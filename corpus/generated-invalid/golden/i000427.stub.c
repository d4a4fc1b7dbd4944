#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000427.fatbin.c"
static void __device_stub__Z7sweep13iPlPKi(int, long *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7sweep13iPlPKi(int __par0, long *__par1, const int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, long *, const int *))sweep13)), 0U);}
# 22 "i000427.cu"
static void sweep13( int __cuda_0,long *__cuda_1,const int *__cuda_2)
# 23 "i000427.cu"
{__device_stub__Z7sweep13iPlPKi( __cuda_0,__cuda_1,__cuda_2);
# 34 "i000427.cu"
}
# 1 "i000427.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, long *, const int *))sweep13), _Z7sweep13iPlPKi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_warp6,::c_warp6), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
