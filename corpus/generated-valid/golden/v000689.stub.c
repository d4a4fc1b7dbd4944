#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000689.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6grow13lPiPKi(long, int *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6grow13lPiPKi(long __par0, int *__par1, const int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(long, int *, const int *))grow13)), 0U);}
# 28 "v000689.cu"
void grow13( long __cuda_0,int *__cuda_1,const int *__cuda_2)
# 28 "v000689.cu"
{__device_stub__Z6grow13lPiPKi( __cuda_0,__cuda_1,__cuda_2);
# 38 "v000689.cu"
}
# 1 "v000689.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(long, int *, const int *))grow13), _Z6grow13lPiPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
