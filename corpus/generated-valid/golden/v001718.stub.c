#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001718.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13drift8_kerneliiiPd(int, int, int, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13drift8_kerneliiiPd(int __par0, int __par1, int __par2, double *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int, int, int, double *))drift8_kernel)), 0U);}
# 19 "v001718.cu"
void drift8_kernel( int __cuda_0,int __cuda_1,int __cuda_2,double *__cuda_3)
# 20 "v001718.cu"
{__device_stub__Z13drift8_kerneliiiPd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 29 "v001718.cu"
}
# 1 "v001718.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, int, int, double *))drift8_kernel), _Z13drift8_kerneliiiPd, 256); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
