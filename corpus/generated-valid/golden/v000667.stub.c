#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000667.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12fold9_kernelPjfPKiPi(unsigned *, float, const int *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12fold9_kernelPjfPKiPi(unsigned *__par0, float __par1, const int *__par2, int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned *, float, const int *, int *))fold9_kernel)), 0U);}
# 26 "v000667.cu"
void fold9_kernel( unsigned *__cuda_0,float __cuda_1,const int *__cuda_2,int *__cuda_3)
# 27 "v000667.cu"
{__device_stub__Z12fold9_kernelPjfPKiPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000667.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(unsigned *, float, const int *, int *))fold9_kernel), _Z12fold9_kernelPjfPKiPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
