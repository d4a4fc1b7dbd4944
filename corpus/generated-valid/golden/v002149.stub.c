#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002149.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13lerp22_kernelPiPt(int *, unsigned short *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13lerp22_kernelPiPt(int *__par0, unsigned short *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, unsigned short *))lerp22_kernel)), 0U);}
# 54 "v002149.cu"
void lerp22_kernel( int *__cuda_0,unsigned short *__cuda_1)
# 54 "v002149.cu"
{__device_stub__Z13lerp22_kernelPiPt( __cuda_0,__cuda_1);
# 60 "v002149.cu"
}
# 1 "v002149.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int *, unsigned short *))lerp22_kernel), _Z13lerp22_kernelPiPt, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
