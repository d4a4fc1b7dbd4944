#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000729.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6sift16PiflS_(int *, float, long, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6sift16PiflS_(int *__par0, float __par1, long __par2, int *__restrict__ __par3){ int *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T0 = __par3;__cudaSetupArgSimple(__T0, 24UL);__cudaLaunch(((char *)((void ( *)(int *, float, long, int *__restrict__))sift16)), 0U);}
# 26 "v000729.cu"
void sift16( int *__cuda_0,float __cuda_1,long __cuda_2,int *__restrict__ __cuda_3)
# 27 "v000729.cu"
{__device_stub__Z6sift16PiflS_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000729.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int *, float, long, int *__restrict__))sift16), _Z6sift16PiflS_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
