#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000185.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z16scatter37_kerneliPfPKsi(int, float *, const short *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z16scatter37_kerneliPfPKsi(int __par0, float *__par1, const short *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, float *, const short *, int))scatter37_kernel)), 0U);}
# 55 "v000185.cu"
void scatter37_kernel( int __cuda_0,float *__cuda_1,const short *__cuda_2,int __cuda_3)
# 55 "v000185.cu"
{__device_stub__Z16scatter37_kerneliPfPKsi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 71 "v000185.cu"
}
# 1 "v000185.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, float *, const short *, int))scatter37_kernel), _Z16scatter37_kerneliPfPKsi, 256); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
