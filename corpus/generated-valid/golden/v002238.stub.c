#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002238.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pack12_kernelPKmidPf(const unsigned long *, int, double, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13pack12_kernelPKmidPf(const unsigned long *__par0, int __par1, double __par2, float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const unsigned long *, int, double, float *))pack12_kernel)), 0U);}
# 25 "v002238.cu"
void pack12_kernel( const unsigned long *__cuda_0,int __cuda_1,double __cuda_2,float *__cuda_3)
# 25 "v002238.cu"
{__device_stub__Z13pack12_kernelPKmidPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 36 "v002238.cu"
}
# 1 "v002238.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const unsigned long *, int, double, float *))pack12_kernel), _Z13pack12_kernelPKmidPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
